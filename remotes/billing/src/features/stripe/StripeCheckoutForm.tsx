import { useState, type FormEvent } from 'react';
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { Alert, Button, useSingleFlight } from '@panel/ui';
import { billingMessage, useBillingT } from '../../messages';
import './stripe-form.css';

interface StripeCheckoutFormProps {
  invoiceId: string;
  amountText: string;
}

/** The Payment Element and its Pay button; Stripe redirects to the success page once the payment is confirmed. */
export function StripeCheckoutForm({ invoiceId, amountText }: StripeCheckoutFormProps) {
  const t = useBillingT();
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const confirm = useSingleFlight(async () => {
    if (!stripe || !elements) return;
    setMessage(null);
    try {
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}/invoice/${invoiceId}/payment/success` },
      });
      // Only reached when the payment did not go through; on success Stripe leaves for return_url.
      setMessage(error.message ?? billingMessage('stripeNotConfirmed'));
    } catch {
      setMessage(billingMessage('stripeUnreachable'));
    }
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void confirm.run();
  };

  return (
    <form className="stripe-form" onSubmit={submit} aria-label={t('cardDetails')}>
      <PaymentElement onReady={() => setReady(true)} />
      {message && (
        <Alert tone="danger">
          <p>{message}</p>
        </Alert>
      )}
      <Button type="submit" size="lg" disabled={!stripe || !elements || !ready || confirm.pending}>
        {confirm.pending ? t('processing') : t('payAmount', { amount: amountText })}
      </Button>
    </form>
  );
}
