import { useState, type MouseEvent } from 'react';
import toast from 'react-hot-toast';
import { openInvoicePdf } from './download-pdf';

/** 'Download as pdf' (decisions.md): a link, fetched with the bearer header on click. */
export function DownloadPdfLink({ invoiceId }: { invoiceId: string }) {
  const [loading, setLoading] = useState(false);

  async function open(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    try {
      await openInvoicePdf(invoiceId);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The PDF could not be downloaded.');
    } finally {
      setLoading(false);
    }
  }

  return (
    <a className="invoice-pdf-link" href={`/api/invoices/${encodeURIComponent(invoiceId)}/download`} onClick={open} aria-busy={loading}>
      Download as pdf
    </a>
  );
}
