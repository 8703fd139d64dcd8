import type { InvoiceNotice } from '@panel/rules';
import { Alert } from '@panel/ui';
import { useFormat } from '../../lib/use-format';
import { useBillingT } from '../../messages';
import { NOTICE_TONE, noticeText } from './notice-text';

/** The status messages of spec sections 4, 5 and 8. */
export function InvoiceNotices({ notices }: { notices: InvoiceNotice[] }) {
  const t = useBillingT();
  const format = useFormat();
  return (
    <div className="invoice-notices">
      {notices.map((notice) => (
        <div key={notice.kind} data-notice={notice.kind}>
          <Alert tone={NOTICE_TONE[notice.kind]}>
            <p>{noticeText(notice, t, format)}</p>
          </Alert>
        </div>
      ))}
    </div>
  );
}
