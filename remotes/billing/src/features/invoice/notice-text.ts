// What each invoice notice says and how it looks: shared by the screen (InvoiceNotices.tsx) and
// its server-included fragment (fragment/fill-invoice-fragment.ts), so plain data and functions.
import type { InvoiceNotice } from '@panel/rules';
import type { InvoiceViewMessage } from '../../messages/invoice-view.en';

export const NOTICE_TONE: Record<InvoiceNotice['kind'], 'success' | 'info'> = {
  paid: 'success',
  managed: 'info',
  // An invitation, not an interruption: a warning's role would be announced as an alert on every visit.
  'pay-soon': 'info',
  unpaid: 'info',
  'partly-paid': 'info',
  'manual-next-invoice': 'info',
};

type Translate = (key: InvoiceViewMessage, values?: Record<string, string | number>) => string;

/** The notice's sentence, its amounts and dates as `money` and `date` write them. */
export function noticeText(
  notice: InvoiceNotice,
  t: Translate,
  { money, date }: { money: (amount: number) => string; date: (epochMs: number) => string },
): string {
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
