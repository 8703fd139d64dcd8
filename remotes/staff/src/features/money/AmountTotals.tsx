import { useSearchParams } from '@panel/router';
import { Money, StatCard } from '@panel/ui';
import { useCollectionPage } from '../../api/collection';
import { queryFromParams, type TableFilter } from '../../kit/collection-query';
import { useStaffMoneyT } from '../../messages/staff-money';

/** Asked with every page of the table, so the totals are the table's own read (one call). */
export const AMOUNT_SUM = ['amount'];

interface AmountTotalsProps {
  collection: 'invoices' | 'transactions';
  filters: TableFilter[];
  fixedWhere: string[];
  /** What is counted (`Invoices`, `Payments`). */
  countLabel: string;
}

/** How many documents the table's filter matches and their amount, over every page. */
export function AmountTotals({ collection, filters, fixedWhere, countLabel }: AmountTotalsProps) {
  const t = useStaffMoneyT();
  const [params] = useSearchParams();
  const query = queryFromParams(params, filters);
  const { data } = useCollectionPage(collection, { ...query, where: [...fixedWhere, ...query.where] }, AMOUNT_SUM);
  return (
    <section aria-label={t('moneyTotals')}>
      <dl className="ui-stats" aria-busy={!data || undefined}>
        <StatCard label={countLabel} value={data ? data.metadata.totalCount : '…'} />
        <StatCard label={t('moneyAmount')} value={data?.sums ? <Money amount={data.sums.amount ?? 0} /> : '…'} />
      </dl>
    </section>
  );
}
