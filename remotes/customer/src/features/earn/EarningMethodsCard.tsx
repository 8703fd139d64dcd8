import type { ReactNode } from 'react';
import { apiErrorMessage, Badge, Button, Card, Countdown, EmptyState, Link, Skeleton, stayPending, toast, useSingleFlight } from '@panel/ui';
import { useClaimEarningMethod, useStartLinkShortener } from '../../api/earning-methods';
import { earnMessage, useEarnT } from '../../messages/earn';
import { claimsLeft, LINK_SHORTENER_ID, linkShortenerDestination, type EarningMethod } from './earn-rules';
import { useCoinClaim } from './use-coin-claim';

/**
 * Every way to earn, with its reward and what today's limit leaves: a custom method is claimed
 * here, the link shortener is gone through (its coins come when it leads back; `shortenerClaiming`
 * while they are claimed).
 */
export function EarningMethodsCard({ methods, resetAt, shortenerClaiming = false }: { methods: EarningMethod[] | undefined; resetAt: number; shortenerClaiming?: boolean }) {
  const t = useEarnT();
  return (
    <Card title={t('earnMethodsTitle')}>
      {methods === undefined ? (
        <div aria-busy="true" className="earn-rows">
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
        </div>
      ) : methods.length === 0 ? (
        <EmptyState title={t('earnNoMethods')} />
      ) : (
        <ul className="earn-rows" aria-label={t('earnMethodsTitle')}>
          {methods.map((method) =>
            method.id === LINK_SHORTENER_ID ? (
              <MethodRow key={method.id} method={method} resetAt={resetAt} action={<LinkShortenerButton reward={method.reward} claiming={shortenerClaiming} />} />
            ) : (
              <MethodRow key={method.id} method={method} resetAt={resetAt} action={<ClaimButton method={method} />} />
            ),
          )}
        </ul>
      )}
    </Card>
  );
}

/** A custom method: the coins at once. */
function ClaimButton({ method }: { method: EarningMethod }) {
  const t = useEarnT();
  const claim = useClaimEarningMethod();
  const run = useCoinClaim(() => claim({ id: method.id }));
  return (
    <Button size="sm" onClick={() => void run.run()} loading={run.pending}>
      {t('earnClaim', { count: method.reward })}
    </Button>
  );
}

/** The link shortener: off through its link, which leads back here with the pass's token. */
function LinkShortenerButton({ reward, claiming }: { reward: number; claiming: boolean }) {
  const t = useEarnT();
  const startPass = useStartLinkShortener();
  const start = useSingleFlight(async () => {
    try {
      const { url } = await startPass();
      const destination = linkShortenerDestination(url, window.location.origin);
      if (!destination) {
        toast.error(earnMessage('earnLinkShortenerUnusable'));
        return;
      }
      window.location.assign(destination);
    } catch (error) {
      toast.error(apiErrorMessage(error));
      return;
    }
    await stayPending();
  });
  return (
    <Button size="sm" onClick={() => void start.run()} loading={start.pending || claiming}>
      {t('earnLinkShortenerGo', { count: reward })}
    </Button>
  );
}

function MethodRow({ method, resetAt, action }: { method: EarningMethod; resetAt: number; action: ReactNode }) {
  const t = useEarnT();
  const left = claimsLeft(method);
  return (
    <li className="earn-row">
      <div className="earn-row-main">
        <strong className="earn-row-name">{method.name ?? t('earnLinkShortener')}</strong>
        <span className="earn-row-detail">
          {t('earnRewardEach', { count: method.reward })} · {t('earnLeftToday', { left, limit: method.dailyLimit })}
        </span>
        {method.name === null && <span className="earn-row-detail">{t('earnLinkShortenerHint')}</span>}
        {method.link && <Link to={method.link}>{t('earnOpenLink')}</Link>}
      </div>
      <div className="earn-row-actions">
        {left > 0 ? (
          action
        ) : (
          <p className="earn-row-limit">
            <Badge tone="warning">{t('earnLimitReached')}</Badge>
            <span>
              {t('earnResetsIn')} <Countdown value={resetAt} />
            </span>
          </p>
        )}
      </div>
    </li>
  );
}
