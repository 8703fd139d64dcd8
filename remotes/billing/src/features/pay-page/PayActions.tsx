import { Link } from '@panel/router';

interface PayActionsProps {
  invoiceId: string;
  /** The call is running: the button stays disabled (the screen guards its call against a double click). */
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
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      <div className="button-row">
        <button type="button" className="button" disabled={busy} onClick={onPay}>
          {busy ? busyLabel : label}
        </button>
        <OtherMethodsLink invoiceId={invoiceId} />
      </div>
    </>
  );
}

export function OtherMethodsLink({ invoiceId }: { invoiceId: string }) {
  return <Link to={`/invoice/${encodeURIComponent(invoiceId)}`}>Choose another payment method</Link>;
}
