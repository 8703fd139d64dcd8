import { type ReactNode } from 'react';
import type { Invoice } from '@panel/api/contract';
import { Link, useParams } from '@panel/router';
import { DelayedSpinner } from '@panel/ui';
import { useInvoice } from '../../api/invoice';
import { InvoiceLoadError } from '../invoice/InvoiceLoadError';
import { useGoBack } from '../invoice/use-go-back';
import '../invoice/invoice.css';

interface PayPageProps {
  title: string;
  /** What the page shows for a loaded invoice. */
  children: (invoice: Invoice) => ReactNode;
  /** Pages that exist to show a paid invoice (the success page) say so. */
  allowPaid?: boolean;
  refreshInterval?: number;
}

/** The frame of every payment page: heading, back link, and the invoice loaded (or why not). */
export function PayPage({ title, children, allowPaid = false, refreshInterval }: PayPageProps) {
  const { id = '' } = useParams();
  const goBack = useGoBack();
  const { data: invoice, error, mutate } = useInvoice(id, { refreshInterval });

  let body: ReactNode;
  if (error && !invoice) body = <InvoiceLoadError id={id} error={error} onRetry={() => void mutate()} onBack={goBack} />;
  else if (!invoice) body = <DelayedSpinner label="Loading the invoice…" />;
  else if (invoice.paid && !allowPaid) body = <AlreadyPaid invoice={invoice} />;
  else body = children(invoice);

  return (
    <section className="page pay-page" aria-labelledby="pay-title">
      <Link className="button button-secondary back-button" to={`/invoice/${encodeURIComponent(id)}`}>
        ← Invoice {id}
      </Link>
      <h1 id="pay-title">{title}</h1>
      {body}
    </section>
  );
}

function AlreadyPaid({ invoice }: { invoice: Invoice }) {
  return (
    <div className="notice notice-success" role="status">
      <p>Invoice {invoice._id} is already paid. Nothing more to do.</p>
      <Link to={`/invoice/${encodeURIComponent(invoice._id)}`}>See the invoice</Link>
    </div>
  );
}
