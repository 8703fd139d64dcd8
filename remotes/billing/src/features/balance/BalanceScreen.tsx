import { useState } from 'react';
import type { Invoice } from '@panel/api/contract';
import { useNavigate } from '@panel/router';
import { ONE_TIME } from '@panel/rules';
import { useSession } from '@panel/session';
import { Alert, apiErrorMessage, DescriptionList, Money, stayPending, toast, useSingleFlight } from '@panel/ui';
import { useBilledCycle } from '../../api/listing';
import { usePayFromBalance } from '../../api/pay-balance';
import { useFormat } from '../../lib/use-format';
import { billingMessage, useBillingT } from '../../messages';
import { OtherMethodsLink, PayActions } from '../pay-page/PayActions';
import { PayPage } from '../pay-page/PayPage';
import { balancePaymentPlan } from './balance-plan';

/** `/invoice/{id}/pay/balance`: what the balance covers, then pay it in one click. */
export function BalanceScreen() {
  const t = useBillingT();
  return <PayPage title={t('payBalanceTitle')}>{(invoice) => <BalancePayment invoice={invoice} />}</PayPage>;
}

function BalancePayment({ invoice }: { invoice: Invoice }) {
  const t = useBillingT();
  const { money } = useFormat();
  const balance = useSession((s) => s.user?.balance ?? 0);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const payFromBalance = usePayFromBalance();
  const payment = useSingleFlight(pay);
  const cycle = useBilledCycle(invoice);
  // Until the listing says whether the item renews, claim nothing about automatic billing.
  const plan = balancePaymentPlan(invoice, balance, cycle ?? ONE_TIME);
  const back = <OtherMethodsLink invoiceId={invoice._id} />;

  // A top-up adds to the balance: paying it from the balance would be a loop.
  if (invoice.item === 'topup') {
    return (
      <Alert tone="info" actions={back}>
        <p>{t('topupNotFromBalance')}</p>
      </Alert>
    );
  }
  if (balance <= 0) {
    return (
      <Alert tone="info" actions={back}>
        <p>{t('balanceEmpty')}</p>
      </Alert>
    );
  }

  async function pay() {
    setError(null);
    try {
      const result = await payFromBalance(invoice._id);
      if (result.invoice.paid) {
        navigate(`/invoice/${encodeURIComponent(invoice._id)}/payment/success`);
      } else {
        const remaining = result.invoice.amount - result.invoice.received;
        toast.success(billingMessage('toastPartlyPaid', { taken: money(result.taken), remaining: money(remaining) }));
        navigate(`/invoice/${encodeURIComponent(invoice._id)}`);
      }
    } catch (cause) {
      setError(apiErrorMessage(cause));
      return;
    }
    await stayPending();
  }

  return (
    <>
      <DescriptionList
        items={[
          { label: t('yourBalance'), value: <Money amount={balance} /> },
          { label: t('dueOn', { name: invoice.name }), value: <Money amount={plan.due} /> },
          { label: t('takenFromBalance'), value: <Money amount={plan.taken} /> },
          { label: t('stillDue'), value: <Money amount={plan.remaining} /> },
        ]}
      />
      {plan.partial && (
        <Alert tone="info">
          <p>{t('partlyPaidWarning', { amount: money(plan.remaining) })}</p>
          {plan.manualNextInvoice && <p>{t('automaticBillingStops')}</p>}
        </Alert>
      )}
      <PayActions
        invoiceId={invoice._id}
        busy={payment.pending}
        label={t('payFromBalance', { amount: money(plan.taken) })}
        busyLabel={t('paying')}
        error={error}
        onPay={() => void payment.run()}
      />
    </>
  );
}
