import { Badge, Button, Card, Countdown, EmptyState, Link, Skeleton } from '@panel/ui';
import { useClaimEarningMethod } from '../../api/earning-methods';
import { useEarnT } from '../../messages/earn';
import { claimsLeft, type EarningMethod } from './earn-rules';
import { useCoinClaim } from './use-coin-claim';

/** Every way to earn, with its reward and what today's limit leaves; claiming credits the coins. */
export function EarningMethodsCard({ methods, resetAt }: { methods: EarningMethod[] | undefined; resetAt: number }) {
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
          {methods.map((method) => (
            <MethodRow key={method.id} method={method} resetAt={resetAt} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function MethodRow({ method, resetAt }: { method: EarningMethod; resetAt: number }) {
  const t = useEarnT();
  const claim = useClaimEarningMethod();
  const left = claimsLeft(method);
  const run = useCoinClaim(() => claim(method.id));
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
          <Button size="sm" onClick={() => run.run()} loading={run.pending}>
            {t('earnClaim', { count: method.reward })}
          </Button>
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
