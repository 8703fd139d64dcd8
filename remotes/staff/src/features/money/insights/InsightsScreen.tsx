import { useMemo, useState } from 'react';
import type { CoinEconomy, TransactionsShare } from '@panel/api/contract';
import { useSession } from '@panel/session';
import { Card, Chart, EmptyState, formatMoney, Loadable, PageHeader, Select, StatCard, useLanguage } from '@panel/ui';
import { useCoinEconomy } from '../../../api/coin-economy';
import { useTransactionsShare } from '../../../api/transactions-share';
import { useStaffInsightsT, type StaffInsightsMessage } from '../../../messages/staff-insights';
import { useStaffMoneyT } from '../../../messages/staff-money';
import { methodName } from '../money-words';
import { COIN_SOURCES, coinFlow, coinTotals, revenueByMethod, revenueByMonth, type CoinSource } from './insights-data';
import '../money.css';

const SOURCE_NAMES: Record<CoinSource, StaffInsightsMessage> = {
  earning: 'coinSourceEarning',
  jfr: 'coinSourceJfr',
  advent: 'coinSourceAdvent',
  coupon: 'coinSourceCoupon',
  referral: 'coinSourceReferral',
  renewal: 'coinSourceRenewal',
  resource: 'coinSourceResource',
  staff: 'coinSourceStaff',
  refund: 'coinSourceRefund',
  'mode-switch': 'coinSourceModeSwitch',
};

/** Money in the instance currency and months, in the person's language. */
function useFormats() {
  const language = useLanguage();
  const currency = useSession((state) => state.config?.currency);
  return useMemo(() => {
    const months = new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    const whole = new Intl.NumberFormat(language);
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
    return {
      money: (amount: number) => (currency ? formatMoney(amount, currency, language) : amount.toFixed(2)),
      /** A month from its first instant in epoch seconds. */
      month: (epochSeconds: number) => months.format(epochSeconds * 1000),
      number: (value: number) => whole.format(value),
      /** Growth given as a fraction (0.25 is +25 %). */
      growth: (fraction: number) => percent.format(fraction),
    };
  }, [language, currency]);
}

/** `/staff/insights`: revenue by method and by month with growth and this month's estimate, and the coin economy. */
export function InsightsScreen() {
  const t = useStaffInsightsT();
  const share = useTransactionsShare();
  const economy = useCoinEconomy();
  return (
    <div className="money-page">
      <PageHeader title={t('insightsTitle')} description={t('insightsDescription')} />
      <Loadable state={share.error ? 'error' : share.data ? 'success' : 'loading'} onRetry={() => void share.mutate()}>
        {share.data && <Revenue share={share.data} />}
      </Loadable>
      <Card title={t('insightsCoins')} aria-label={t('insightsCoins')}>
        <p className="money-muted">{t('insightsCoinsDescription')}</p>
        <Loadable state={economy.error ? 'error' : economy.data ? 'success' : 'loading'} onRetry={() => void economy.mutate()}>
          {economy.data && <CoinEconomyCharts economy={economy.data} />}
        </Loadable>
      </Card>
    </div>
  );
}

function Revenue({ share }: { share: TransactionsShare }) {
  const t = useStaffInsightsT();
  const m = useStaffMoneyT();
  const format = useFormats();
  const methods = useMemo(() => revenueByMethod(share), [share]);
  const months = useMemo(() => revenueByMonth(share), [share]);
  const methodSeries = useMemo(() => [{ label: t('insightsRevenue'), values: methods.map((entry) => entry.volume) }], [methods, t]);
  const methodX = useMemo(() => methods.map((_, index) => index), [methods]);
  const volumeSeries = useMemo(() => [{ label: t('insightsRevenue'), values: months.volume }], [months, t]);
  const countSeries = useMemo(() => [{ label: t('insightsPayments'), values: months.count }], [months, t]);
  const monthIndexes = useMemo(() => months.x.map((_, index) => index), [months]);
  const growthSeries = useMemo(
    () => [
      { label: t('insightsRevenueGrowth'), values: months.volumeGrowth },
      { label: t('insightsPaymentsGrowth'), values: months.countGrowth },
    ],
    [months, t],
  );

  if (share.total.count === 0) return <EmptyState title={t('insightsNoPayments')}>{t('insightsNoPaymentsText')}</EmptyState>;
  const latest = share.byMonth.at(-1);
  const latestName = latest ? format.month(Date.UTC(latest._id.year, latest._id.month - 1, 1) / 1000) : '';

  return (
    <>
      <dl className="ui-stats">
        <StatCard label={t('insightsTotalRevenue')} value={format.money(share.total.volume)} />
        <StatCard label={t('insightsTotalPayments')} value={format.number(share.total.count)} />
        {latest && (
          <>
            <StatCard label={t('insightsLatestRevenue', { month: latestName })} value={format.money(latest.volume)} hint={t('insightsGrowth', { growth: format.growth(latest.growth.volume) })} />
            <StatCard label={t('insightsLatestPayments', { month: latestName })} value={format.number(latest.count)} hint={t('insightsGrowth', { growth: format.growth(latest.growth.count) })} />
          </>
        )}
        <StatCard label={t('insightsEstimate')} value={format.money(share.estimatedRevenues)} hint={t('insightsEstimateHint')} />
      </dl>
      <div className="money-columns">
        <Card>
          <Chart kind="bar" title={t('insightsByMethod')} x={methodX} formatX={(index) => methodName(m, methods[index]?.method)} formatValue={format.money} series={methodSeries} />
        </Card>
        <Card>
          <Chart title={t('insightsByMonth')} x={months.x} xIsTime formatX={format.month} formatValue={format.money} series={volumeSeries} />
        </Card>
        <Card>
          <Chart kind="bar" title={t('insightsCountByMonth')} x={monthIndexes} formatX={(index) => format.month(months.x[index] ?? 0)} formatValue={format.number} series={countSeries} />
        </Card>
        <Card>
          <Chart title={t('insightsGrowthByMonth')} x={months.x} xIsTime formatX={format.month} formatValue={(value) => `${value} %`} series={growthSeries} />
        </Card>
      </div>
    </>
  );
}

function CoinEconomyCharts({ economy }: { economy: CoinEconomy }) {
  const t = useStaffInsightsT();
  const format = useFormats();
  const [source, setSource] = useState<CoinSource | 'all'>('all');
  const flow = useMemo(() => coinFlow(economy, source), [economy, source]);
  const series = useMemo(
    () => [
      { label: t('insightsMinted'), values: flow.minted },
      { label: t('insightsSpent'), values: flow.spent },
    ],
    [flow, t],
  );
  const totals = useMemo(() => coinTotals(economy), [economy]);
  if (economy.months.length === 0) return <p>{t('insightsNoCoins')}</p>;
  const sourceName = source === 'all' ? t('insightsCoinAll') : t(SOURCE_NAMES[source]);

  return (
    <div className="money-page">
      <Select
        label={t('insightsCoinSource')}
        value={source}
        onValueChange={(value) => setSource(value as CoinSource | 'all')}
        options={[{ value: 'all', label: t('insightsCoinAll') }, ...COIN_SOURCES.map((entry) => ({ value: entry, label: t(SOURCE_NAMES[entry]) }))]}
      />
      <Chart title={t('insightsCoinFlow', { source: sourceName })} x={flow.x} xIsTime formatX={format.month} formatValue={format.number} series={series} />
      <div className="ui-table">
        <div className="ui-table-scroll" role="region" aria-label={t('insightsCoinTotals')} tabIndex={0}>
        <table>
          <caption>{t('insightsCoinTotals')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('insightsCoinSource')}</th>
              <th scope="col">{t('insightsMinted')}</th>
              <th scope="col">{t('insightsSpent')}</th>
              <th scope="col">{t('insightsNet')}</th>
            </tr>
          </thead>
          <tbody>
            {totals.map((entry) => (
              <tr key={entry.source}>
                <th scope="row">{t(SOURCE_NAMES[entry.source])}</th>
                <td>{format.number(entry.minted)}</td>
                <td>{format.number(entry.spent)}</td>
                <td>{format.number(entry.net)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      </div>
    </div>
  );
}
