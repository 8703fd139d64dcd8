import { useState } from 'react';
import { ApiError } from '@panel/api';
import type { Invoice } from '@panel/api/contract';
import { PAYMENT_METHODS } from '@panel/rules';
import { useConfig } from '@panel/session';
import { Alert, apiErrorMessage, stayPending, useSingleFlight } from '@panel/ui';
import { startHostedCheckout, type HostedProvider } from '../../api/hosted-checkout';
import { useFormat } from '../../lib/use-format';
import { useBillingT, type BillingMessage } from '../../messages';
import { OtherMethodsLink, PayActions } from '../pay-page/PayActions';
import { PayPage } from '../pay-page/PayPage';
import { cashfreeMode, openCashfreeCheckout } from './open-cashfree';

const DETAIL: Record<HostedProvider, BillingMessage> = { coingate: 'detailCoingate', litepay: 'detailLitepay', cashfree: 'detailCashfree' };

/** The provider's hosted checkout: create it through the API, then send the buyer there. */
function HostedCheckoutScreen({ provider }: { provider: HostedProvider }) {
  const t = useBillingT();
  const { name } = PAYMENT_METHODS[provider];
  return <PayPage title={t('payWith', { name })}>{(invoice) => <HostedCheckout invoice={invoice} provider={provider} />}</PayPage>;
}

function HostedCheckout({ invoice, provider }: { invoice: Invoice; provider: HostedProvider }) {
  const t = useBillingT();
  const { money } = useFormat();
  const { settings } = useConfig();
  const [error, setError] = useState<string | null>(null);
  const checkout = useSingleFlight(start);
  const { name } = PAYMENT_METHODS[provider];

  if (!settings.payments[provider].enabled) {
    return (
      <Alert tone="info" actions={<OtherMethodsLink invoiceId={invoice._id} />}>
        <p>{t('providerDisabled', { name })}</p>
      </Alert>
    );
  }

  async function start() {
    setError(null);
    try {
      const { checkoutUrl, paymentSessionId } = await startHostedCheckout({ id: invoice._id, provider });
      if (provider === 'cashfree' && paymentSessionId) await openCashfreeCheckout(paymentSessionId, cashfreeMode(settings.payments.cashfree));
      else window.location.assign(checkoutUrl);
    } catch (cause) {
      // Cashfree.js explains its own failures; a failed call gets the API's sentence.
      setError(cause instanceof Error && !(cause instanceof ApiError) ? cause.message : apiErrorMessage(cause));
      return;
    }
    await stayPending();
  }

  return (
    <>
      <p>{t('hostedIntro', { amount: money(invoice.amount - invoice.received), item: invoice.name, name, detail: t(DETAIL[provider]) })}</p>
      <PayActions
        invoiceId={invoice._id}
        busy={checkout.pending}
        label={t('continueTo', { name })}
        busyLabel={t('opening', { name })}
        error={error}
        onPay={() => void checkout.run()}
      />
    </>
  );
}

export const CoingateScreen = () => <HostedCheckoutScreen provider="coingate" />;
export const LitepayScreen = () => <HostedCheckoutScreen provider="litepay" />;
export const CashfreeScreen = () => <HostedCheckoutScreen provider="cashfree" />;
