import { ApiError } from '@panel/api';
import { Alert } from '@panel/ui';
import { InvoiceLoadError } from '../../lib/InvoiceLoadError';
import { useBillingT } from '../../messages';
import { BackToInvoice } from '../pay-page/PayPage';

interface PaymentStartErrorProps {
  id: string;
  error: unknown;
  onRetry: () => void;
  onBack: () => void;
}

/** Why the payment could not start: paid already, Stripe off, or the invoice's own load failures. */
export function PaymentStartError({ id, error, onRetry, onBack }: PaymentStartErrorProps) {
  const t = useBillingT();
  const status = error instanceof ApiError ? error.status : -1;
  if (status === 409 || status === 400) {
    return (
      <Alert
        tone="info"
        titleAs="h2"
        title={t(status === 409 ? 'alreadyPaidTitle' : 'stripeOffTitle')}
        actions={<BackToInvoice id={id} />}
      >
        <p>{status === 409 ? t('alreadyPaidText', { id }) : t('stripeOffText')}</p>
      </Alert>
    );
  }
  return <InvoiceLoadError id={id} error={error} onRetry={onRetry} onBack={onBack} />;
}
