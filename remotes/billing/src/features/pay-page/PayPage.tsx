import { type ReactNode } from 'react';
import type { Invoice } from '@panel/api/contract';
import { useParams } from '@panel/router';
import { Alert, Link, Spinner } from '@panel/ui';
import { useInvoice } from '../../api/invoice';
import { BillingPage } from '../../lib/BillingPage';
import { InvoiceLoadError } from '../../lib/InvoiceLoadError';
import { useGoBack } from '../../lib/use-go-back';
import { useBillingT } from '../../messages';
import './pay-page.css';

interface PayPageProps {
  title: string;
  /** What the page shows for a loaded invoice. */
  children: (invoice: Invoice) => ReactNode;
  /** Pages that exist to show a paid invoice (the success page) say so. */
  allowPaid?: boolean;
  refreshInterval?: number;
}

/** The frame of every payment page: heading, the way back to the invoice, and the invoice loaded (or why not). */
export function PayPage({ title, children, allowPaid = false, refreshInterval }: PayPageProps) {
  const t = useBillingT();
  const { id = '' } = useParams();
  const goBack = useGoBack();
  const { data: invoice, error, mutate } = useInvoice(id, { refreshInterval });

  let body: ReactNode;
  if (error && !invoice) body = <InvoiceLoadError id={id} error={error} onRetry={() => void mutate()} onBack={goBack} />;
  else if (!invoice) body = <Spinner label={t('loadingInvoice')} />;
  else if (invoice.paid && !allowPaid) body = <AlreadyPaid invoice={invoice} />;
  else body = children(invoice);

  return (
    <BillingPage title={title} breadcrumbs={[{ label: t('invoiceTitle', { id }), to: `/invoice/${encodeURIComponent(id)}` }, { label: title }]}>
      <div className="pay-page-body">{body}</div>
    </BillingPage>
  );
}

export function BackToInvoice({ id }: { id: string }) {
  const t = useBillingT();
  return <Link to={`/invoice/${encodeURIComponent(id)}`}>{t('backToInvoice', { id })}</Link>;
}

function AlreadyPaid({ invoice }: { invoice: Invoice }) {
  const t = useBillingT();
  return (
    <Alert tone="success" actions={<Link to={`/invoice/${encodeURIComponent(invoice._id)}`}>{t('seeInvoice')}</Link>}>
      <p>{t('alreadyPaid', { id: invoice._id })}</p>
    </Alert>
  );
}
