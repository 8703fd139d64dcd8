import { useSearchParams } from '@panel/router';
import { Money, StatCard } from '@panel/ui';
import { useCollectionPage } from '../../api/collection';
import { queryFromParams, type TableFilter } from '../../kit/collection-query';
import { useStaffMoneyT } from '../../messages/staff-money';

/** Asked with every page of the table, so the totals are the table's own read (one call): pass the same `sum` to both. */
export const AMOUNT_SUM = ['amount'];
/** A transaction's part that is revenue (the mock's one rule: money from outside, not the balance's spending nor staff changes of a balance). */
export const REVENUE_SUM = ['revenue'];

interface AmountTotalsProps {
  collection: 'invoices' | 'transactions';
  filters: TableFilter[];
  fixedWhere: string[];
  /** What is counted (`Invoices`, `Transactions`). */
  countLabel: string;
  /** The money field totalled, as the table asks for it; the amount unless said. */
  sum?: string[];
  /** What the money total is (`Amount`, `Revenue`). */
  sumLabel?: string;
  /** What the total counts and leaves out, when its name alone does not say. */
  note?: string;
}

/** How many documents the table's filter matches and their total, over every page. */
export function AmountTotals({ collection, filters, fixedWhere, countLabel, sum = AMOUNT_SUM, sumLabel, note }: AmountTotalsProps) {
  const t = useStaffMoneyT();
  const [params] = useSearchParams();
  const query = queryFromParams(params, filters);
  const { data } = useCollectionPage(collection, { ...query, where: [...fixedWhere, ...query.where] }, sum);
  const field = sum[0] ?? 'amount';
  return (
    <section aria-label={t('moneyTotals')}>
      <dl className="ui-stats" aria-busy={!data || undefined}>
        <StatCard label={countLabel} value={data ? data.metadata.totalCount : '…'} />
        <StatCard label={sumLabel ?? t('moneyAmount')} value={data?.sums ? <Money amount={data.sums[field] ?? 0} /> : '…'} />
      </dl>
      {note && <p className="money-muted">{note}</p>}
    </section>
  );
}
