import type { BillingCycle, Invoice } from '@panel/api/contract';
import { suffixCycle, transactionMethodLabel } from '@panel/rules';
import { Badge, DateTime, DescriptionList, Money } from '@panel/ui';
import { useFormat } from '../../lib/use-format';
import { useBillingT, type BillingT } from '../../messages';

interface InvoiceSummaryProps {
  invoice: Invoice;
  /** Null until the shop listing says whether the item renews; the suffix waits for it. */
  cycle: BillingCycle | null;
}

const suffix = (t: BillingT, invoice: Invoice, cycle: BillingCycle): string => {
  const shown = suffixCycle(invoice, cycle);
  return shown === null || shown === -1 ? t('suffixToday') : t(`suffix${shown}`);
};

const InvoiceDate = ({ epochMs }: { epochMs: number }) => (epochMs > 0 ? <DateTime value={epochMs} /> : <>—</>);

/** Name, amount with its cycle suffix, dates with the Paid/Unpaid badge, method and discount. */
export function InvoiceSummary({ invoice, cycle }: InvoiceSummaryProps) {
  const t = useBillingT();
  const { money } = useFormat();
  const items = [
    { label: t('item'), value: invoice.name },
    {
      label: t('amount'),
      value: (
        <span className="invoice-amount">
          <Money amount={invoice.amount} /> <span className="invoice-suffix">{cycle === null ? '' : suffix(t, invoice, cycle)}</span>
          {invoice.originalAmount != null && <span className="invoice-original">{t('originally', { amount: money(invoice.originalAmount) })}</span>}
        </span>
      ),
    },
    invoice.paid
      ? {
          label: t('paidOn'),
          value: (
            <span className="invoice-date">
              <InvoiceDate epochMs={invoice.paiddate} /> <Badge tone="success">{t('paid')}</Badge>
            </span>
          ),
        }
      : {
          label: t('dueDate'),
          value: (
            <span className="invoice-date">
              <InvoiceDate epochMs={invoice.duedate} /> <Badge tone="warning">{t('unpaid')}</Badge>
            </span>
          ),
        },
  ];
  if (invoice.transaction) {
    const { method } = invoice.transaction;
    items.push({ label: t('paidWith'), value: method === 'staff-force-pay' ? t('completedByStaff') : transactionMethodLabel(method) });
  }
  if (invoice.discount) {
    const { code, reduction, recurrent } = invoice.discount;
    items.push({
      label: t('discount'),
      value: (
        <>
          <code>{code}</code>
          {t('discountOff', { reduction })}
          {t(recurrent ? 'discountRecurrent' : 'discountOnce')}
        </>
      ),
    });
  }
  return (
    <div className="invoice-summary">
      <DescriptionList items={items} />
    </div>
  );
}
