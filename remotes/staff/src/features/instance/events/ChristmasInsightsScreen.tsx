import { useMemo } from 'react';
import { routePath } from '@panel/rules';
import { Chart, EmptyState, Loadable, PageHeader, StatCard } from '@panel/ui';
import { useAdventCalendarStats } from '../../../api/advent-calendar-stats';
import { useEventsT } from '../../../messages/events';
import { insightsOf } from './advent-insights';
import './events.css';

/** `/staff/events/christmas/insights`: openings by day and by hour, and the coins given each day, as charts carrying their tables. */
export function ChristmasInsightsScreen() {
  const t = useEventsT();
  const { data, error, mutate } = useAdventCalendarStats();
  const insights = useMemo(() => (data ? insightsOf(data) : null), [data]);
  const openings = t('insightsOpenings');
  const coins = t('insightsCoins');
  // Stable series: the chart redraws when they change.
  const series = useMemo(
    () =>
      insights && {
        byDay: [{ label: openings, values: insights.openingsByDay }],
        byHour: [{ label: openings, values: insights.openingsByHour }],
        coins: [{ label: coins, values: insights.coinsByDay }],
      },
    [insights, openings, coins],
  );
  return (
    <>
      <PageHeader
        title={t('insightsTitle')}
        description={t('insightsIntro')}
        breadcrumbs={[{ label: t('eventsTitle'), to: routePath('staffEvents') }, { label: t('eventsChristmas'), to: routePath('staffChristmas') }, { label: t('insightsTitle') }]}
      />
      <Loadable state={error ? 'error' : insights ? 'success' : 'loading'} errorMessage={t('insightsLoadFailed')} onRetry={() => void mutate()}>
        {insights &&
          (insights.days.length === 0 ? (
            <EmptyState title={t('insightsEmpty')}>{t('insightsEmptyText')}</EmptyState>
          ) : (
            <div className="staff-insights">
              <dl className="ui-stats staff-insights-totals">
                <StatCard label={t('insightsTotalOpenings')} value={String(insights.totalOpenings)} />
                <StatCard label={t('insightsTotalCoins')} value={String(insights.totalCoins)} />
              </dl>
              <Chart
                kind="bar"
                title={t('insightsOpeningsByDay')}
                x={insights.dayIndexes}
                formatX={(index) => insights.days[index] ?? ''}
                series={series?.byDay ?? []}
              />
              <Chart
                kind="bar"
                title={t('insightsOpeningsByHour')}
                x={insights.hourIndexes}
                formatX={(hour) => t('insightsHour', { hour: String(hour).padStart(2, '0') })}
                series={series?.byHour ?? []}
              />
              <Chart
                kind="bar"
                title={t('insightsRewardsByDay')}
                x={insights.dayIndexes}
                formatX={(index) => insights.days[index] ?? ''}
                series={series?.coins ?? []}
              />
            </div>
          ))}
      </Loadable>
    </>
  );
}
