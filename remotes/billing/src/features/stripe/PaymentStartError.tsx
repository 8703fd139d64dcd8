import { ApiError } from '@panel/api';
import { Link } from '@panel/router';
import { InvoiceLoadError } from '../invoice/InvoiceLoadError';

interface PaymentStartErrorProps {
  id: string;
  error: unknown;
  onRetry: () => void;
  onBack: () => void;
}

/** Why the payment could not start: paid already, Stripe off, or the invoice's own load failures. */
export function PaymentStartError({ id, error, onRetry, onBack }: PaymentStartErrorProps) {
  const status = error instanceof ApiError ? error.status : -1;
  if (status === 409 || status === 400) {
    return (
      <div className="notice notice-info" role="status">
        <h2>{status === 409 ? 'Already paid' : 'Stripe is not available'}</h2>
        <p>
          {status === 409
            ? `Invoice ${id} is already paid. There is nothing left to pay.`
            : 'Card payments through Stripe are not available right now. Choose another payment method.'}
        </p>
        <Link to={`/invoice/${id}`}>Back to invoice {id}</Link>
      </div>
    );
  }
  return <InvoiceLoadError id={id} error={error} onRetry={onRetry} onBack={onBack} />;
}
