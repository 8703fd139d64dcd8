import { Alert, Avatar, Badge, Button, Card, Skeleton } from '@panel/ui';
import { useTopReferrers } from '../../api/referrals';
import { useReferralsT } from '../../messages/referrals';

/** How many of the top referrers are listed: the call answers up to 100. */
const SHOWN = 10;

/** The people who referred the most, the person's own place marked. */
export function TopReferrersCard({ userId }: { userId: string | null }) {
  const t = useReferralsT();
  const top = useTopReferrers();
  return (
    <Card title={t('referralsTopTitle')} aria-label={t('referralsTopTitle')}>
      {top.error && !top.data ? (
        <Alert
          tone="danger"
          actions={
            <Button variant="secondary" size="sm" onClick={() => top.mutate()}>
              {t('referralsRetry')}
            </Button>
          }
        >
          {t('referralsTopLoadFailed')}
        </Alert>
      ) : !top.data ? (
        <div aria-busy="true" className="referrals-stack">
          <Skeleton height="2rem" />
          <Skeleton height="2rem" />
          <Skeleton height="2rem" />
        </div>
      ) : top.data.length === 0 ? (
        <p className="referrals-muted">{t('referralsTopNone')}</p>
      ) : (
        <ol className="referrals-top">
          {top.data.slice(0, SHOWN).map((entry) => (
            <li key={entry._id} className="referrals-top-item">
              <Avatar src={entry.user.avatarUrl} name={entry.user.username} size={32} />
              <span className="referrals-top-name">
                {entry.user.username}
                {entry._id === userId && <Badge tone="info">{t('referralsTopYou')}</Badge>}
              </span>
              <span className="referrals-muted">{t('referralsTopCount', { count: entry.count })}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
