import { useState } from 'react';
import toast from 'react-hot-toast';
import type { Invoice } from '@panel/api/contract';
import { useNavigate } from '@panel/router';
import { formatMoney, ONE_TIME } from '@panel/rules';
import { useConfig, useSession } from '@panel/session';
import { stayPending, useSingleFlight } from '@panel/ui';
import { reloadInvoice } from '../../api/invoice';
import { useBilledCycle } from '../../api/listing';
import { refreshSessionUser } from '../../api/session-user';
import { OtherMethodsLink, PayActions } from '../pay-page/PayActions';
import { PayPage } from '../pay-page/PayPage';
import { balancePaymentPlan } from './balance-plan';
import { payFromBalance } from './pay-from-balance';

/** `/invoice/{id}/pay/balance`: what the balance covers, then pay it in one click. */
export function BalanceScreen() {
  return <PayPage title="Pay with Account balance">{(invoice) => <BalancePayment invoice={invoice} />}</PayPage>;
}

function BalancePayment({ invoice }: { invoice: Invoice }) {
  const { currency } = useConfig();
  const balance = useSession((s) => s.user?.balance ?? 0);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const payment = useSingleFlight(pay);
  const cycle = useBilledCycle(invoice);
  // Until the listing says whether the item renews, claim nothing about automatic billing.
  const plan = balancePaymentPlan(invoice, balance, cycle ?? ONE_TIME);
  const money = (amount: number) => formatMoney(amount, currency);
  const back = <OtherMethodsLink invoiceId={invoice._id} />;

  if (invoice.item === 'topup') {
    return <p className="notice notice-warning" role="status">A top-up cannot be paid from the account balance. {back}</p>;
  }
  if (balance <= 0) {
    return <p className="notice notice-warning" role="status">Your account balance is empty. {back}</p>;
  }

  async function pay() {
    setError(null);
    try {
      const result = await payFromBalance(invoice._id);
      await Promise.all([refreshSessionUser().catch(() => undefined), reloadInvoice(invoice._id)]);
      if (result.invoice.paid) {
        navigate(`/invoice/${encodeURIComponent(invoice._id)}/payment/success`);
      } else {
        toast.success(`Paid ${money(result.taken)} from your balance. ${money(result.invoice.amount - result.invoice.received)} is still due.`);
        navigate(`/invoice/${encodeURIComponent(invoice._id)}`);
      }
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'The payment failed.');
      return;
    }
    await stayPending();
  }

  return (
    <>
      <dl className="invoice-summary">
        <div>
          <dt>Your balance</dt>
          <dd>{money(balance)}</dd>
        </div>
        <div>
          <dt>Due on {invoice.name}</dt>
          <dd>{money(plan.due)}</dd>
        </div>
        <div>
          <dt>Taken from your balance</dt>
          <dd>{money(plan.taken)}</dd>
        </div>
        <div>
          <dt>Still due afterwards</dt>
          <dd>{money(plan.remaining)}</dd>
        </div>
      </dl>
      {plan.partial && (
        <p className="notice notice-warning">
          Your balance does not cover this invoice: it will be partly paid, and {money(plan.remaining)} will remain due, to pay
          with another method.{plan.manualNextInvoice && ' Automatic billing is not possible until the next invoice.'}
        </p>
      )}
      <PayActions
        invoiceId={invoice._id}
        busy={payment.pending}
        label={`Pay ${money(plan.taken)} from balance`}
        busyLabel="Paying…"
        error={error}
        onPay={() => void payment.run()}
      />
    </>
  );
}
