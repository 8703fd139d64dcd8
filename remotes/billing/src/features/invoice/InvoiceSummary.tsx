import type { BillingCycle, Currency, Invoice } from '@panel/api/contract';
import { formatMoney, priceSuffix, transactionMethodLabel } from '@panel/rules';
import { formatInvoiceDate } from './format-date';

interface InvoiceSummaryProps {
  invoice: Invoice;
  currency: Currency;
  /** Null until the shop listing says whether the item renews; the suffix waits for it. */
  cycle: BillingCycle | null;
}

/** Name, amount with its cycle suffix, dates with the Paid/Unpaid badge, method and discount. */
export function InvoiceSummary({ invoice, currency, cycle }: InvoiceSummaryProps) {
  return (
    <dl className="invoice-summary">
      <div>
        <dt>Item</dt>
        <dd>{invoice.name}</dd>
      </div>
      <div>
        <dt>Amount</dt>
        <dd className="invoice-amount">
          {formatMoney(invoice.amount, currency)}{' '}
          <span className="invoice-suffix">{cycle === null ? '' : priceSuffix(invoice, cycle)}</span>
          {invoice.originalAmount != null && (
            <span className="invoice-original">originally {formatMoney(invoice.originalAmount, currency)}</span>
          )}
        </dd>
      </div>
      {invoice.paid ? (
        <div>
          <dt>Paid on</dt>
          <dd>
            {formatInvoiceDate(invoice.paiddate)} <span className="badge badge-paid">Paid</span>
          </dd>
        </div>
      ) : (
        <div>
          <dt>Due date</dt>
          <dd>
            {formatInvoiceDate(invoice.duedate)} <span className="badge badge-unpaid">Unpaid</span>
          </dd>
        </div>
      )}
      {invoice.transaction && (
        <div>
          <dt>Paid with</dt>
          <dd>{transactionMethodLabel(invoice.transaction.method)}</dd>
        </div>
      )}
      {invoice.discount && (
        <div>
          <dt>Discount</dt>
          <dd>
            <code>{invoice.discount.code}</code>: {invoice.discount.reduction}% off
            {invoice.discount.recurrent ? ', also on every renewal' : ', this invoice only'}
          </dd>
        </div>
      )}
    </dl>
  );
}
