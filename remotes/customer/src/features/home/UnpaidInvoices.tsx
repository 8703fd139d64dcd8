import { Alert, Badge, ButtonLink, DateTime, Money, useNow } from '@panel/ui';
import { useUnpaidInvoices } from '../../api/user-invoices';
import { useCustomerT } from '../../messages';

/** The customer's unpaid invoices, each leading to its page; nothing when all is paid. */
export function UnpaidInvoices({ userId }: { userId: string }) {
  const t = useCustomerT();
  const now = useNow(60_000);
  const { data: invoices, error } = useUnpaidInvoices(userId);
  const headingId = 'home-invoices-heading';
  if (error && !invoices) {
    return (
      <Alert tone="warning">
        <p>{t('invoicesError')}</p>
      </Alert>
    );
  }
  if (!invoices || invoices.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <header className="home-section-header">
        <div>
          <h2 id={headingId}>{t('invoicesTitle')}</h2>
          <p className="home-section-intro">{t('invoicesIntro')}</p>
        </div>
      </header>
      <ul className="home-invoices">
        {invoices.map((invoice) => (
          <li key={invoice._id}>
            <div className="home-invoice-what">
              <span className="home-invoice-name">{invoice.name}</span>
              <span className="home-invoice-due">
                {t('invoicesDue')} <DateTime value={invoice.duedate} />
                {invoice.duedate < now && <Badge tone="danger">{t('invoicesOverdue')}</Badge>}
              </span>
            </div>
            <span className="home-invoice-amount">
              <Money amount={invoice.amount - invoice.received} />
            </span>
            <ButtonLink size="sm" variant="secondary" to={`/invoice/${encodeURIComponent(invoice._id)}`} aria-label={t('invoicesPayLabel', { id: invoice._id, name: invoice.name })}>
              {t('invoicesPay')}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
