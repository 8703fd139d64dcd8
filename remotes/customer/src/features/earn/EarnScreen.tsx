import { useConfig } from '@panel/session';
import { Card, Countdown, PageHeader, Skeleton, useNow, useT } from '@panel/ui';
import { useEarningMethods } from '../../api/earning-methods';
import { useEarnT } from '../../messages/earn';
import { earnedTodayFrom, earningMethodsOf, nextReset } from './earn-rules';
import { EarningMethodsCard } from './EarningMethodsCard';
import { JfrListingCard } from './JfrListingCard';
import { JfrOrderCard } from './JfrOrderCard';
import { CoinLeaderboardCard, TopEarnersCard } from './LeaderboardCards';
import { LoadProblem } from './LoadProblem';
import { useLinkShortenerReturn } from './use-link-shortener-return';
import './earn.css';

/**
 * `/earn`: the instance's ways to earn coins with today's limits and when they reset,
 * join-for-rewards (joining communities, and listing one's own), and the leaderboards.
 */
export function EarnScreen() {
  const t = useEarnT();
  const routeTitle = useT('routes');
  const { info } = useConfig();
  const now = useNow(60_000);
  const resetAt = nextReset(info.earnReset, now);
  const methods = useEarningMethods();
  const listed = methods.data ? earningMethodsOf(methods.data) : undefined;
  const shortenerClaiming = useLinkShortenerReturn();

  return (
    <div className="earn">
      <PageHeader title={routeTitle('earn')} description={t('earnIntro')} />
      {methods.error ? (
        <LoadProblem title={t('earnMethodsLoadError')} error={methods.error} retry={() => void methods.mutate()} />
      ) : (
        <>
          <Card title={t('earnTodayTitle')}>
            <dl className="earn-today">
              <div>
                <dt>{t('earnEarnedToday')}</dt>
                <dd>{listed ? t('earnCoins', { count: earnedTodayFrom(listed) }) : <Skeleton width="5rem" />}</dd>
              </div>
              <div>
                <dt>{t('earnResetsIn')}</dt>
                <dd>
                  <Countdown value={resetAt} />
                </dd>
              </div>
            </dl>
          </Card>
          <EarningMethodsCard methods={listed} resetAt={resetAt} shortenerClaiming={shortenerClaiming} />
          {methods.data?.jfr.enabled && (
            <>
              <JfrListingCard />
              <JfrOrderCard jfr={methods.data.jfr} />
            </>
          )}
        </>
      )}
      <div className="earn-boards">
        <TopEarnersCard />
        <CoinLeaderboardCard />
      </div>
    </div>
  );
}
