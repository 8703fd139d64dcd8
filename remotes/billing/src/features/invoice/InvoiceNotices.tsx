import type { InvoiceNotice } from '@panel/rules';
import { Alert, type AlertTone } from '@panel/ui';
import { useFormat } from '../../lib/use-format';
import { useBillingT } from '../../messages';

const TONE: Record<InvoiceNotice['kind'], AlertTone> = {
  paid: 'success',
  managed: 'info',
  // An invitation, not an interruption: a warning's role would be announced as an alert on every visit.
  'pay-soon': 'info',
  unpaid: 'info',
  'partly-paid': 'info',
  'manual-next-invoice': 'info',
};

function NoticeText({ notice }: { notice: InvoiceNotice }) {
  const t = useBillingT();
  const { money, date } = useFormat();
  switch (notice.kind) {
    case 'paid':
      return t('noticePaid', { date: date(notice.paiddate) });
    case 'managed':
      return t(notice.by === 'paypal' ? 'noticeManagedPaypal' : 'noticeManagedStripe');
    case 'pay-soon':
      return t('noticePaySoon');
    case 'unpaid':
      return t('noticeUnpaid');
    case 'partly-paid':
      return t('noticePartlyPaid', { amount: money(notice.remainder) });
    case 'manual-next-invoice':
      return t('noticeManualNextInvoice');
  }
}

/** The status messages of spec sections 4, 5 and 8. */
export function InvoiceNotices({ notices }: { notices: InvoiceNotice[] }) {
  return (
    <div className="invoice-notices">
      {notices.map((notice) => (
        <div key={notice.kind} data-notice={notice.kind}>
          <Alert tone={TONE[notice.kind]}>
            <p>
              <NoticeText notice={notice} />
            </p>
          </Alert>
        </div>
      ))}
    </div>
  );
}
