import { Alert, Button, Link } from '@panel/ui';
import { useBillingT } from '../../messages';

interface PayActionsProps {
  invoiceId: string;
  /** The call is running: the button stays busy (the screen guards its call against a double click). */
  busy: boolean;
  label: string;
  busyLabel: string;
  error: string | null;
  onPay: () => void;
}

/** The pay button of a payment page, what went wrong last, and the way back to the other methods. */
export function PayActions({ invoiceId, busy, label, busyLabel, error, onPay }: PayActionsProps) {
  return (
    <>
      {error && (
        <Alert tone="danger">
          <p>{error}</p>
        </Alert>
      )}
      <div className="pay-actions">
        <Button size="lg" disabled={busy} onClick={onPay}>
          {busy ? busyLabel : label}
        </Button>
        <OtherMethodsLink invoiceId={invoiceId} />
      </div>
    </>
  );
}

export function OtherMethodsLink({ invoiceId }: { invoiceId: string }) {
  const t = useBillingT();
  return <Link to={`/invoice/${encodeURIComponent(invoiceId)}`}>{t('otherMethods')}</Link>;
}
