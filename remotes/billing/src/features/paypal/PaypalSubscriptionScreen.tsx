import { useEffect, useState } from 'react';
import type { BillingCycle, Invoice } from '@panel/api/contract';
import { useNavigate, useParams } from '@panel/router';
import { useConfig } from '@panel/session';
import { Alert, DescriptionList, Money, Spinner } from '@panel/ui';
import { useBilledCycle } from '../../api/listing';
import { useFormat } from '../../lib/use-format';
import { useBillingT, type BillingMessage } from '../../messages';
import { BackToInvoice, PayPage } from '../pay-page/PayPage';
import { PaypalSubscriptionButtons } from './PaypalSubscriptionButtons';
import { subscriptionBlocker, type SubscriptionBlocker } from './subscription-eligibility';

/** Spec section 9: the success toast shows this long before the success page. */
const SUBSCRIPTION_SUCCESS_DELAY_MS = 2000;

const BLOCKER_TEXT: Record<SubscriptionBlocker, BillingMessage> = {
  paid: 'blockerPaid',
  managed: 'blockerManaged',
  'one-time': 'blockerOneTime',
  'paypal-disabled': 'blockerPaypalDisabled',
};

/** `/invoice/{id}/pay/paypal`: subscribe with PayPal so every renewal of the invoice's item is paid automatically. */
export function PaypalSubscriptionScreen() {
  const t = useBillingT();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  // Kept here, not in the buttons: the reloaded invoice is paid and the buttons give way to a notice.
  const [activated, setActivated] = useState(false);

  useEffect(() => {
    if (!activated) return undefined;
    const timer = window.setTimeout(() => navigate(`/invoice/${id}/payment/success`), SUBSCRIPTION_SUCCESS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [activated, id, navigate]);

  // A paid invoice is one of the reasons the subscription explains itself (its blocker).
  return (
    <PayPage title={t('subscribeTitle')} allowPaid>
      {(invoice) =>
        activated ? (
          <Alert tone="info">
            <p>{t('subscriptionApproved')}</p>
          </Alert>
        ) : (
          <SubscriptionCheckout invoice={invoice} onActivated={() => setActivated(true)} />
        )
      }
    </PayPage>
  );
}

function SubscriptionCheckout({ invoice, onActivated }: { invoice: Invoice; onActivated: () => void }) {
  const t = useBillingT();
  const cycle = useBilledCycle(invoice);
  if (cycle === null) return <Spinner label={t('loadingInvoice')} />;
  return <SubscriptionTerms invoice={invoice} cycle={cycle} onActivated={onActivated} />;
}

function SubscriptionTerms({ invoice, cycle, onActivated }: { invoice: Invoice; cycle: BillingCycle; onActivated: () => void }) {
  const t = useBillingT();
  const { money } = useFormat();
  const config = useConfig();
  const blocker = subscriptionBlocker(invoice, cycle, config.settings.payments.paypal.enabled);
  const back = <BackToInvoice id={invoice._id} />;

  return (
    <>
      <DescriptionList
        items={[
          { label: t('subscriptionTo'), value: invoice.name },
          { label: t('amount'), value: <Money amount={invoice.amount} /> },
          { label: t('billed'), value: cycle === -1 ? t('once') : t(`cycle${cycle}`) },
        ]}
      />
      {blocker ? (
        <Alert tone="info" actions={back}>
          <p>{t(BLOCKER_TEXT[blocker])}</p>
        </Alert>
      ) : (
        <>
          <p>{t('paypalCharges', { amount: money(invoice.amount) })}</p>
          <PaypalSubscriptionButtons invoiceId={invoice._id} onActivated={onActivated} />
          <p>{back}</p>
        </>
      )}
    </>
  );
}
