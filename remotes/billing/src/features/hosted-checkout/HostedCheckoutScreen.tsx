import { useState } from 'react';
import type { Invoice } from '@panel/api/contract';
import { formatMoney, PAYMENT_METHODS } from '@panel/rules';
import { useConfig } from '@panel/session';
import { stayPending, useSingleFlight } from '@panel/ui';
import { OtherMethodsLink, PayActions } from '../pay-page/PayActions';
import { PayPage } from '../pay-page/PayPage';
import { cashfreeMode, openCashfreeCheckout } from './open-cashfree';
import { startHostedCheckout, type HostedProvider } from './start-hosted-checkout';

/** The provider's hosted checkout: create it through the API, then send the buyer there. */
function HostedCheckoutScreen({ provider }: { provider: HostedProvider }) {
  const { name } = PAYMENT_METHODS[provider];
  return <PayPage title={`Pay with ${name}`}>{(invoice) => <HostedCheckout invoice={invoice} provider={provider} />}</PayPage>;
}

function HostedCheckout({ invoice, provider }: { invoice: Invoice; provider: HostedProvider }) {
  const { currency, settings } = useConfig();
  const [error, setError] = useState<string | null>(null);
  const checkout = useSingleFlight(start);
  const { name, detail } = PAYMENT_METHODS[provider];
  const due = formatMoney(invoice.amount - invoice.received, currency);
  const back = <OtherMethodsLink invoiceId={invoice._id} />;

  if (!settings.payments[provider].enabled) {
    return <p className="notice notice-warning" role="status">{name} payments are not enabled. {back}</p>;
  }

  async function start() {
    setError(null);
    try {
      const { checkoutUrl, paymentSessionId } = await startHostedCheckout(invoice._id, provider);
      if (provider === 'cashfree' && paymentSessionId) await openCashfreeCheckout(paymentSessionId, cashfreeMode(settings.payments.cashfree));
      else window.location.assign(checkoutUrl);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : `${name} could not be reached.`);
      return;
    }
    await stayPending();
  }

  return (
    <>
      <p>
        You will pay <strong>{due}</strong> for {invoice.name} at {name} ({detail}). {name} sends you back here when you are
        done; the invoice is marked paid as soon as {name} confirms the payment.
      </p>
      <PayActions
        invoiceId={invoice._id}
        busy={checkout.pending}
        label={`Continue to ${name}`}
        busyLabel={`Opening ${name}…`}
        error={error}
        onPay={() => void checkout.run()}
      />
    </>
  );
}

export const CoingateScreen = () => <HostedCheckoutScreen provider="coingate" />;
export const LitepayScreen = () => <HostedCheckoutScreen provider="litepay" />;
export const CashfreeScreen = () => <HostedCheckoutScreen provider="cashfree" />;
