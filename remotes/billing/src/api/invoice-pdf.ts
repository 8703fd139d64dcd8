import { api, ApiError } from '@panel/api';

/**
 * Opens the invoice PDF in a new tab. The bearer token goes in the Authorization header, never
 * in a URL: the tab is opened at once (so no popup blocker intervenes) and shown the PDF as a
 * blob URL once it has downloaded.
 */
export async function openInvoicePdf(id: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { data, response } = await api.GET('/api/invoices/{id}/download', {
      params: { path: { id } },
      parseAs: 'blob',
    });
    if (!response.ok || !data) throw new ApiError(response.status, `The PDF could not be downloaded (status ${response.status}).`);
    const url = URL.createObjectURL(new Blob([data], { type: 'application/pdf' }));
    if (tab) tab.location.href = url;
    else saveAs(url, `invoice-${id}.pdf`);
    // The tab has its own reference once it navigated; free ours after it had time to load.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error instanceof ApiError ? error : new ApiError(0, 'The PDF could not be downloaded: the network is unreachable.');
  }
}

/** A blocked popup still gets the file, as a download. */
function saveAs(url: string, filename: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
}
