import { useState, type MouseEvent } from 'react';
import { Link, toast } from '@panel/ui';
import { openInvoicePdf } from '../../api/invoice-pdf';
import { useBillingT } from '../../messages';

/** 'Download as pdf' (decisions.md): a link, fetched with the bearer header on click. */
export function DownloadPdfLink({ invoiceId }: { invoiceId: string }) {
  const t = useBillingT();
  const [loading, setLoading] = useState(false);

  async function open(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    try {
      await openInvoicePdf(invoiceId);
    } catch {
      toast.error(t('pdfFailed'));
    } finally {
      setLoading(false);
    }
  }

  return (
    <Link className="invoice-pdf-link" to={`/api/invoices/${encodeURIComponent(invoiceId)}/download`} reloadDocument onClick={open} aria-busy={loading}>
      {t('downloadPdf')}
    </Link>
  );
}
