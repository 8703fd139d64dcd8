import { useState, type FormEvent } from 'react';
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useSingleFlight } from '@panel/ui';

interface StripeCheckoutFormProps {
  invoiceId: string;
  amountText: string;
}

/** The Payment Element and its Pay button; Stripe redirects to the success page once the payment is confirmed. */
export function StripeCheckoutForm({ invoiceId, amountText }: StripeCheckoutFormProps) {
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
      setMessage(error.message ?? 'Your payment could not be confirmed. Check the details and try again.');
    } catch {
      setMessage('Stripe could not be reached. Check your connection and try again.');
    }
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void confirm.run();
  };

  return (
    <form className="form stripe-form" onSubmit={submit} aria-label="Card details">
      <PaymentElement onReady={() => setReady(true)} />
      {message && (
        <p className="form-error" role="alert">
          {message}
        </p>
      )}
      <button type="submit" className="button" disabled={!stripe || !elements || !ready || confirm.pending}>
        {confirm.pending ? 'Processing…' : `Pay ${amountText}`}
      </button>
    </form>
  );
}
