import { useState } from 'react';
import { routePath } from '@panel/rules';
import { ButtonLink, DataTable, DateTime, EmptyState, PageHeader, useLanguage, type DataTableProps, type TableQuery } from '@panel/ui';
import { useCoinHistory } from '../../api/coin-history';
import { useCoinsT } from '../../messages/coins';
import { adventDay, signedCoins, type CoinMovement } from './coin-movements';
import './coins.css';

const PAGE_SIZE = 20;

/** `/coins`: every movement of the signed-in person's coins, newest first, with the coins after each. */
export function CoinHistoryScreen() {
  const t = useCoinsT();
  const language = useLanguage();
  const [query, setQuery] = useState<TableQuery>({ page: 1, pageSize: PAGE_SIZE, search: '' });
  const { data, error, mutate } = useCoinHistory(query.page, query.pageSize);

  const describe = (movement: CoinMovement): string => {
    if (movement.reason === 'advent') {
      const day = adventDay(movement.detail);
      return t('coinsKind_advent', { detail: day === null ? movement.detail : t('coinsAdvent_day', { day }) });
    }
    return t(`coinsKind_${movement.reason}`, { detail: movement.detail });
  };

  const numbers = new Intl.NumberFormat(language);
  const columns: DataTableProps<CoinMovement>['columns'] = [
    { id: 'date', header: t('coinsDate'), enableSorting: false, accessorFn: (movement) => movement.date, cell: ({ row }) => <DateTime value={row.original.date} style="dateTime" /> },
    { id: 'movement', header: t('coinsMovement'), enableSorting: false, accessorFn: describe },
    {
      id: 'amount',
      header: t('coinsAmount'),
      enableSorting: false,
      accessorFn: (movement) => movement.amount,
      cell: ({ row }) => <span className={row.original.amount < 0 ? 'coins-spent' : 'coins-added'}>{signedCoins(row.original.amount, language)}</span>,
    },
    { id: 'total', header: t('coinsTotal'), enableSorting: false, accessorFn: (movement) => movement.coins, cell: ({ row }) => numbers.format(row.original.coins) },
  ];

  const empty = data && data.metadata.totalCount === 0;
  return (
    <>
      <PageHeader title={t('coinsTitle')} description={t('coinsIntro')} />
      <div className="coins">
        {empty ? (
          <EmptyState
            title={t('coinsNone')}
            action={
              <div className="coins-actions">
                <ButtonLink to={routePath('redeem')} variant="secondary">
                  {t('coinsRedeem')}
                </ButtonLink>
              </div>
            }
          >
            {t('coinsNoneText')}
          </EmptyState>
        ) : (
          <DataTable
            label={t('coinsTable')}
            columns={columns}
            rows={data?.result}
            total={data?.metadata.totalCount ?? 0}
            query={query}
            onQueryChange={setQuery}
            status={error ? 'error' : data ? 'success' : 'loading'}
            onRetry={() => void mutate()}
            getRowId={(movement) => movement._id}
            searchable={false}
          />
        )}
      </div>
    </>
  );
}
