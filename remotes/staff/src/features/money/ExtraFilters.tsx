import { useState, type FormEvent } from 'react';
import { useSearchParams } from '@panel/router';
import { Button, TextField } from '@panel/ui';
import { useStaffMoneyT } from '../../messages/staff-money';
import { dayBound } from './money-words';

/** The customer and date conditions the address holds (`customer`, `from`, `until`), for the server's `where`. */
export function extraConditions(params: URLSearchParams, dateField: string): string[] {
  const where: string[] = [];
  const customer = params.get('customer')?.trim();
  if (customer) where.push(`user:${customer}`);
  const from = dayBound(params.get('from') ?? '', 'start');
  if (from !== null) where.push(`${dateField}>=${from}`);
  const until = dayBound(params.get('until') ?? '', 'end');
  if (until !== null) where.push(`${dateField}<=${until}`);
  return where;
}

/** Customer and a date range: typed, then applied together (a half-typed ID is not searched), kept in the address. */
export function ExtraFilters({ fromLabel, untilLabel }: { fromLabel: string; untilLabel: string }) {
  const t = useStaffMoneyT();
  const [params, setParams] = useSearchParams();
  const [customer, setCustomer] = useState(params.get('customer') ?? '');
  const [from, setFrom] = useState(params.get('from') ?? '');
  const [until, setUntil] = useState(params.get('until') ?? '');
  const backwards = from !== '' && until !== '' && until < from;

  const apply = (values: { customer: string; from: string; until: string }) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    for (const [key, value] of Object.entries(values)) {
      if (value.trim()) next.set(key, value.trim());
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!backwards) apply({ customer, from, until });
  };
  const clear = () => {
    setCustomer('');
    setFrom('');
    setUntil('');
    apply({ customer: '', from: '', until: '' });
  };

  return (
    <form className="money-extra-filters" aria-label={t('moneyMoreFilters')} onSubmit={submit} noValidate>
      <TextField label={t('moneyCustomerFilter')} hint={t('moneyCustomerHint')} value={customer} onChange={(event) => setCustomer(event.target.value)} autoComplete="off" />
      <TextField label={fromLabel} type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
      <TextField label={untilLabel} type="date" value={until} onChange={(event) => setUntil(event.target.value)} error={backwards ? t('moneyDateOrder') : undefined} />
      <div className="money-extra-actions">
        <Button type="submit" variant="secondary">
          {t('moneyApply')}
        </Button>
        <Button type="button" variant="ghost" onClick={clear}>
          {t('moneyClear')}
        </Button>
      </div>
    </form>
  );
}
