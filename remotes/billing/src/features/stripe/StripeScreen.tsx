import { useMemo } from 'react';
import { Elements } from '@stripe/react-stripe-js';
import type { Appearance } from '@stripe/stripe-js';
import { useParams } from '@panel/router';
import { useConfig } from '@panel/session';
import { Alert, Button, Spinner, useColorScheme } from '@panel/ui';
import { useInvoice } from '../../api/invoice';
import { useStripePayment } from '../../api/stripe-payment';
import { useFormat } from '../../lib/use-format';
import { useGoBack } from '../../lib/use-go-back';
import { useBillingT } from '../../messages';
import { PayPage } from '../pay-page/PayPage';
import { PaymentStartError } from './PaymentStartError';
import { StripeCheckoutForm } from './StripeCheckoutForm';
import { useStripeJs } from './use-stripe-js';

/** `/invoice/{id}/pay/stripe`: pay the invoice with Stripe's Payment Element. */
export function StripeScreen() {
  const t = useBillingT();
  const { id = '' } = useParams();
  // A paid invoice is for the payment call to refuse (409), which says so with the way back.
  return (
    <PayPage title={t('stripeTitle', { id })} allowPaid>
      {() => <StripePayment id={id} />}
    </PayPage>
  );
}

function StripePayment({ id }: { id: string }) {
  const t = useBillingT();
  const { money } = useFormat();
  const goBack = useGoBack();
  const config = useConfig();
  const scheme = useColorScheme();
  const invoice = useInvoice(id);
  const payment = useStripePayment(id);
  const stripeJs = useStripeJs(config.settings.payments.stripe.publishableKey);
  const clientSecret = payment.data;
  const appearance = useMemo<Appearance>(
    () => ({ theme: scheme === 'dark' ? 'night' : 'stripe', variables: { colorPrimary: config.settings.theme.primary || '#2459d6' } }),
    [scheme, config.settings.theme.primary],
  );
  const options = useMemo(() => ({ clientSecret, appearance }), [clientSecret, appearance]);

  if (payment.error) return <PaymentStartError id={id} error={payment.error} onRetry={() => void payment.mutate()} onBack={goBack} />;
  if (!invoice.data || !clientSecret) return <Spinner label={t('preparingPayment')} />;
  if (stripeJs.state === 'failed') {
    return (
      <Alert tone="danger" titleAs="h2" title={t('stripeLoadFailedTitle')} actions={<Button onClick={stripeJs.retry}>{t('retry')}</Button>}>
        <p>{t('stripeLoadFailedText')}</p>
      </Alert>
    );
  }
  if (stripeJs.state === 'loading') return <Spinner label={t('loadingStripe')} />;

  const amountText = money(invoice.data.amount - invoice.data.received);
  return (
    <>
      <p>{t('amountDue', { name: invoice.data.name, amount: amountText })}</p>
      <Elements stripe={stripeJs.stripe} options={options}>
        <StripeCheckoutForm invoiceId={id} amountText={amountText} />
      </Elements>
    </>
  );
}
