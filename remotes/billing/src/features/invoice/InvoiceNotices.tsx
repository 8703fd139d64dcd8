import type { Currency } from '@panel/api/contract';
import { formatMoney, UNPAID_INVOICE_TEXT, type InvoiceNotice } from '@panel/rules';
import { formatInvoiceDate } from './format-date';

const MANAGER_NAMES = { paypal: 'a PayPal subscription', stripe: 'a Stripe subscription' } as const;

function NoticeText({ notice, currency }: { notice: InvoiceNotice; currency: Currency }) {
  switch (notice.kind) {
    case 'paid':
      return <p>This invoice was paid on {formatInvoiceDate(notice.paiddate)}. Thank you!</p>;
    case 'managed':
      return <p>This invoice is automatically managed by {MANAGER_NAMES[notice.by]}. You do not need to pay it by hand.</p>;
    case 'pay-soon':
      return <p>Please pay this invoice as soon as possible.</p>;
    case 'unpaid':
      return <p>{UNPAID_INVOICE_TEXT}</p>;
    case 'partly-paid':
      return (
        <p>
          This invoice was partly paid from your account balance. The remaining {formatMoney(notice.remainder, currency)} is
          still due.
        </p>
      );
    case 'manual-next-invoice':
      return <p>Because it was partly paid with balance, automatic billing is not possible until the next invoice, which must be paid manually.</p>;
  }
}

const TONE: Record<InvoiceNotice['kind'], string> = {
  paid: 'notice-success',
  managed: 'notice-info',
  'pay-soon': 'notice-warning',
  unpaid: 'notice-info',
  'partly-paid': 'notice-warning',
  'manual-next-invoice': 'notice-info',
};

/** The status messages of spec sections 4, 5 and 8. */
export function InvoiceNotices({ notices, currency }: { notices: InvoiceNotice[]; currency: Currency }) {
  return (
    <div className="invoice-notices">
      {notices.map((notice) => (
        <div key={notice.kind} className={`notice ${TONE[notice.kind]}`} data-notice={notice.kind}>
          <NoticeText notice={notice} currency={currency} />
        </div>
      ))}
    </div>
  );
}
