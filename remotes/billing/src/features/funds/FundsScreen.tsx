import { useState, type FormEvent } from 'react';
import { useNavigate } from '@panel/router';
import { useConfig, useSession } from '@panel/session';
import { Alert, apiErrorMessage, Button, Card, DateTime, EmptyState, Link, Loadable, Money, NumberField, Skeleton, stayPending, useSingleFlight } from '@panel/ui';
import { useFundsHistory, useTopUp, useUserInvoices } from '../../api/funds';
import { useFormat } from '../../lib/use-format';
import { BillingPage } from '../../lib/BillingPage';
import { useFundsT, type FundsMessage } from '../../messages/funds';
import { movementsOf, type Movement } from './movements';
import { amountProblem, DEFAULT_TOPUP_LIMITS, quickAmounts, type AmountProblem } from './top-up';
import './funds.css';

const PROBLEMS: Record<AmountProblem, FundsMessage> = {
  missing: 'fundsAmountMissing',
  decimals: 'fundsAmountDecimals',
  tooLow: 'fundsAmountTooLow',
  tooHigh: 'fundsAmountTooHigh',
};

/** `/funds`: the balance, a top-up, its movements and the unpaid invoices. */
export function FundsScreen() {
  const t = useFundsT();
  const balance = useSession((s) => s.user?.balance ?? 0);
  return (
    <BillingPage title={t('fundsTitle')} className="funds">
      <div className="funds-columns">
        <Card title={t('fundsBalance')}>
          <p className="funds-balance">
            <Money amount={balance} />
          </p>
          <p className="funds-muted">{t('fundsBalanceText')}</p>
        </Card>
        <TopUpForm />
      </div>
      <div className="funds-columns">
        <Movements />
        <UnpaidInvoices />
      </div>
    </BillingPage>
  );
}

function TopUpForm() {
  const t = useFundsT();
  const { money } = useFormat();
  const navigate = useNavigate();
  const limits = useConfig().settings.topup ?? DEFAULT_TOPUP_LIMITS;
  const topUp = useTopUp(useSession((s) => s.userId));
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const problem = amountProblem(typed, limits);
  const submit = useSingleFlight(async () => {
    setTried(true);
    setRefusal(null);
    if (problem) return;
    try {
      const invoice = await topUp(Number(typed));
      navigate(`/invoice/${encodeURIComponent(invoice)}`);
    } catch (cause) {
      setRefusal(apiErrorMessage(cause));
      return;
    }
    await stayPending();
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit.run();
  };
  const error = tried && problem ? t(PROBLEMS[problem], { min: money(limits.min), max: money(limits.max) }) : undefined;
  const quick = quickAmounts(limits);
  return (
    <Card title={t('fundsTopUp')}>
      <form className="funds-form" onSubmit={onSubmit} noValidate>
        <NumberField
          label={t('fundsAmount')}
          hint={t('fundsAmountHint', { min: money(limits.min), max: money(limits.max) })}
          min={limits.min}
          max={limits.max}
          step={0.01}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={error}
        />
        {quick.length > 0 && (
          <div className="funds-quick" role="group" aria-label={t('fundsQuickAmounts')}>
            {quick.map((amount) => (
              <Button key={amount} type="button" variant="secondary" size="sm" aria-label={t('fundsQuickAmount', { amount: money(amount) })} aria-pressed={Number(typed) === amount} onClick={() => setTyped(String(amount))}>
                {money(amount)}
              </Button>
            ))}
          </div>
        )}
        {refusal && (
          <Alert tone="danger" role="alert">
            <p>{refusal}</p>
          </Alert>
        )}
        <div>
          <Button type="submit" loading={submit.pending}>
            {t('fundsSubmit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function Loading() {
  return (
    <div className="funds-list" aria-hidden="true">
      <Skeleton height="1.25rem" />
      <Skeleton height="1.25rem" />
      <Skeleton height="1.25rem" width="60%" />
    </div>
  );
}

function Movements() {
  const t = useFundsT();
  const { money } = useFormat();
  const userId = useSession((s) => s.userId);
  const history = useFundsHistory();
  const invoices = useUserInvoices(userId);
  const describe = (movement: Movement): string => {
    const what = movement.invoice?.item === 'topup' ? t('fundsMovementTopUp') : t(`fundsMovement_${movement.method}`);
    return movement.invoice && movement.invoice.item !== 'topup' ? t('fundsMovementOf', { what, invoice: movement.invoice.name }) : what;
  };
  const signed = (movement: Movement): string => `${movement.sign > 0 ? '+' : movement.sign < 0 ? '−' : ''}${money(movement.amount)}`;
  let body;
  if (history.error) body = <Loadable state="error" errorMessage={t('fundsMovementsFailed')} onRetry={() => void history.mutate()}>{null}</Loadable>;
  else if (!history.data) body = <Loading />;
  else if (history.data.length === 0) body = <EmptyState title={t('fundsMovementsNone')}>{t('fundsMovementsNoneText')}</EmptyState>;
  else {
    const movements = movementsOf(history.data, invoices.data ?? []);
    body = (
      <ul className="funds-list">
        {movements.map((movement) => (
          <li key={movement.id} className="funds-row">
            <span className="funds-row-main">
              <span>{describe(movement)}</span>
              <span className="funds-muted">
                <DateTime value={movement.date} />
              </span>
            </span>
            <span className={`funds-amount funds-amount-${movement.sign > 0 ? 'in' : movement.sign < 0 ? 'out' : 'paid'}`}>{signed(movement)}</span>
          </li>
        ))}
      </ul>
    );
  }
  return <Card title={t('fundsMovements')}>{body}</Card>;
}

function UnpaidInvoices() {
  const t = useFundsT();
  const { date } = useFormat();
  const userId = useSession((s) => s.userId);
  const invoices = useUserInvoices(userId);
  let body;
  if (invoices.error) body = <Loadable state="error" errorMessage={t('fundsUnpaidFailed')} onRetry={() => void invoices.mutate()}>{null}</Loadable>;
  else if (!invoices.data) body = <Loading />;
  else {
    const unpaid = invoices.data.filter((invoice) => !invoice.paid);
    body =
      unpaid.length === 0 ? (
        <EmptyState title={t('fundsUnpaidNone')}>{t('fundsUnpaidNoneText')}</EmptyState>
      ) : (
        <ul className="funds-list">
          {unpaid.map((invoice) => (
            <li key={invoice._id} className="funds-row">
              <span className="funds-row-main">
                <Link to={`/invoice/${encodeURIComponent(invoice._id)}`}>{invoice.name}</Link>
                <span className="funds-muted">{t('fundsDue', { date: date(invoice.duedate) })}</span>
              </span>
              <span className="funds-amount">
                <Money amount={invoice.amount - invoice.received} />
              </span>
            </li>
          ))}
        </ul>
      );
  }
  return <Card title={t('fundsUnpaid')}>{body}</Card>;
}
