import type { components } from '@panel/api/contract';
import { useSession } from '@panel/session';
import { Badge, Button, Card, EmptyState, Link, Skeleton } from '@panel/ui';
import { useJfrListing, useJoinJfrListing } from '../../api/jfr';
import { useEarnT } from '../../messages/earn';
import { LoadProblem } from './LoadProblem';
import { useCoinClaim } from './use-coin-claim';

type JfrListing = components['schemas']['JfrListing'];

/** Discord communities to join for coins: each credits a customer once. */
export function JfrListingCard() {
  const t = useEarnT();
  const listing = useJfrListing();
  return (
    <Card title={t('earnJfrTitle')}>
      <p className="earn-hint">{t('earnJfrIntro')}</p>
      {listing.error ? (
        <LoadProblem title={t('earnListLoadError')} error={listing.error} retry={() => void listing.mutate()} />
      ) : listing.data === undefined ? (
        <div aria-busy="true" className="earn-rows">
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
        </div>
      ) : listing.data.length === 0 ? (
        <EmptyState title={t('earnJfrEmpty')} />
      ) : (
        <ul className="earn-rows" aria-label={t('earnJfrTitle')}>
          {listing.data.map((community) => (
            <CommunityRow key={community._id} community={community} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function CommunityRow({ community }: { community: JfrListing }) {
  const t = useEarnT();
  const own = useSession((state) => state.userId) === community.uid;
  const join = useJoinJfrListing();
  const run = useCoinClaim(() => join(community._id));
  return (
    <li className="earn-row">
      <div className="earn-row-main">
        <strong className="earn-row-name">{community.info.name}</strong>
        <span className="earn-row-detail">
          {t('earnJfrPerJoin', { count: community.coins })} · {t('earnJfrMembers', { joins: community.joins, members: community.members })}
        </span>
        {!own && <Link to={`https://discord.gg/${community.invite}`}>{t('earnJfrOpenInvite')}</Link>}
      </div>
      <div className="earn-row-actions">
        {own ? (
          <Badge tone="info">{t('earnJfrOwn')}</Badge>
        ) : community.joined ? (
          <Badge tone="success">{t('earnJfrCredited')}</Badge>
        ) : (
          <Button size="sm" onClick={() => run.run()} loading={run.pending}>
            {t('earnClaim', { count: community.coins })}
          </Button>
        )}
      </div>
    </li>
  );
}
