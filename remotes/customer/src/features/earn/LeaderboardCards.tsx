import { useState } from 'react';
import { Avatar, Button, Card, EmptyState, Skeleton } from '@panel/ui';
import { useCoinLeaderboard, useTopEarners } from '../../api/coin-leaderboards';
import { useEarnT } from '../../messages/earn';
import { LoadProblem } from './LoadProblem';

const SHOWN_AT_FIRST = 10;

interface Entry {
  _id: string;
  username: string;
  avatarUrl: string;
  figure: string;
}

function Ranking({ entries, label }: { entries: Entry[]; label: string }) {
  return (
    <ol className="earn-ranking" aria-label={label}>
      {entries.map((entry) => (
        <li key={entry._id} className="earn-ranking-row">
          <Avatar src={entry.avatarUrl} name={entry.username} size={28} />
          <span className="earn-ranking-name">{entry.username}</span>
          <span className="earn-ranking-figure">{entry.figure}</span>
        </li>
      ))}
    </ol>
  );
}

const Loading = () => (
  <div aria-busy="true" className="earn-rows">
    <Skeleton height="1.75rem" />
    <Skeleton height="1.75rem" />
    <Skeleton height="1.75rem" />
  </div>
);

/** Today's top ten earners, reset with the daily limits. */
export function TopEarnersCard() {
  const t = useEarnT();
  const top = useTopEarners();
  return (
    <Card title={t('earnTopTitle')}>
      {top.error ? (
        <LoadProblem title={t('earnListLoadError')} error={top.error} retry={() => void top.mutate()} />
      ) : top.data === undefined ? (
        <Loading />
      ) : top.data.length === 0 ? (
        <EmptyState title={t('earnTopEmpty')} />
      ) : (
        <Ranking label={t('earnTopTitle')} entries={top.data.map((user) => ({ ...user, figure: t('earnEarnedTodayBy', { count: user.earnedToday }) }))} />
      )}
    </Card>
  );
}

/** The users with the most coins: the first ten, and the rest on demand. */
export function CoinLeaderboardCard() {
  const t = useEarnT();
  const leaders = useCoinLeaderboard();
  const [all, setAll] = useState(false);
  const entries = leaders.data ?? [];
  return (
    <Card
      title={t('earnLeaderboardTitle')}
      actions={
        entries.length > SHOWN_AT_FIRST && (
          <Button variant="secondary" size="sm" onClick={() => setAll(!all)} aria-expanded={all}>
            {all ? t('earnShowTop', { count: SHOWN_AT_FIRST }) : t('earnShowAll', { count: entries.length })}
          </Button>
        )
      }
    >
      {leaders.error ? (
        <LoadProblem title={t('earnListLoadError')} error={leaders.error} retry={() => void leaders.mutate()} />
      ) : leaders.data === undefined ? (
        <Loading />
      ) : entries.length === 0 ? (
        <EmptyState title={t('earnLeaderboardEmpty')} />
      ) : (
        <Ranking
          label={t('earnLeaderboardTitle')}
          entries={(all ? entries : entries.slice(0, SHOWN_AT_FIRST)).map((user) => ({ ...user, figure: t('earnCoins', { count: user.coins }) }))}
        />
      )}
    </Card>
  );
}
