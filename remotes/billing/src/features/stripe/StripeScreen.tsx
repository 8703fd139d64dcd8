import { useMemo } from 'react';
import { Elements } from '@stripe/react-stripe-js';
import type { Appearance } from '@stripe/stripe-js';
import { useParams } from '@panel/router';
import { formatMoney } from '@panel/rules';
import { useConfig } from '@panel/session';
import { DelayedSpinner } from '@panel/ui';
import { useInvoice } from '../../api/invoice';
import { useGoBack } from '../invoice/use-go-back';
import { PaymentStartError } from './PaymentStartError';
import { useStripePayment } from './stripe-calls';
import { StripeCheckoutForm } from './StripeCheckoutForm';
import { useStripeJs } from './use-stripe-js';

/** `/invoice/{id}/pay/stripe`: pay the invoice with Stripe's Payment Element. */
export function StripeScreen() {
  const { id = '' } = useParams();
  const goBack = useGoBack();
  const config = useConfig();
  const invoice = useInvoice(id);
  const payment = useStripePayment(id);
  const stripeJs = useStripeJs(config.settings.payments.stripe.publishableKey);
  const clientSecret = payment.data;
  const appearance = useMemo<Appearance>(
    () => ({ theme: 'night', variables: { colorPrimary: config.settings.theme.primary || '#5b8cff' } }),
    [config.settings.theme.primary],
  );
  const options = useMemo(() => ({ clientSecret, appearance }), [clientSecret, appearance]);

  const error = payment.error ?? invoice.error;
  const retry = () => {
    void payment.mutate();
    void invoice.mutate();
  };

  let body;
  if (error) {
    body = <PaymentStartError id={id} error={error} onRetry={retry} onBack={goBack} />;
  } else if (!invoice.data || !clientSecret) {
    body = <DelayedSpinner label="Preparing your payment…" />;
  } else if (stripeJs.state === 'failed') {
    body = (
      <div className="notice notice-error" role="alert">
        <h2>Stripe could not be loaded</h2>
        <p>Check your connection or any blocker of js.stripe.com, then try again.</p>
        <button type="button" className="button" onClick={stripeJs.retry}>
          Retry
        </button>
      </div>
    );
  } else if (stripeJs.state === 'loading') {
    body = <DelayedSpinner label="Loading Stripe…" />;
  } else {
    const amountText = formatMoney(invoice.data.amount - invoice.data.received, config.currency);
    body = (
      <>
        <p>
          {invoice.data.name}: <strong>{amountText}</strong>
        </p>
        <Elements stripe={stripeJs.stripe} options={options}>
          <StripeCheckoutForm invoiceId={id} amountText={amountText} />
        </Elements>
      </>
    );
  }

  return (
    <section className="page" aria-labelledby="stripe-title">
      <button type="button" className="button button-secondary back-button" onClick={goBack}>
        ← Back
      </button>
      <h1 id="stripe-title">Pay invoice {id} with Stripe</h1>
      {body}
    </section>
  );
}
