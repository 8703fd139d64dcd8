import { CalendarClock, PartyPopper } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { AdventStatus } from '@panel/api/contract';
import { useConfig } from '@panel/session';
import { Alert, apiErrorMessage, Button, Countdown, EmptyState, formatDate, PageHeader, Skeleton, toast, useLanguage, useT } from '@panel/ui';
import { useAdventDay, useAdventStatus, useClaimAdventDay, type AdventStatusAnswer } from '../../api/advent';
import { useAdventT } from '../../messages/advent';
import { ADVENT_DAYS, doorStates, nextDoorAt, seasonState, type DoorState } from './advent-rules';
import './advent.css';

/**
 * `/adventcalendar`: 24 doors. Today's (the backend's today) opens once and shows its reward;
 * earlier ones say claimed or missed; later ones are locked, the next with a countdown. Before
 * and after the season (the backend answers 423) the page says when it opens or that it is over.
 */
export function AdventCalendarScreen() {
  const t = useAdventT();
  const routeTitle = useT('routes');
  const { data, error, isLoading, mutate } = useAdventStatus();
  const config = useConfig();
  const background = (data?.open ? data.background : null) ?? config.settings.theme.christmas.adventBg;

  return (
    <div className={background ? 'advent-page advent-page-bg' : 'advent-page'} style={background ? { backgroundImage: `url(${JSON.stringify(background)})` } : undefined}>
      <PageHeader title={routeTitle('adventCalendar')} description={t('adventIntro')} />
      {error ? (
        <Alert
          tone="danger"
          titleAs="h2"
          title={t('adventLoadError')}
          actions={
            <Button variant="secondary" size="sm" onClick={() => mutate()}>
              {t('adventRetry')}
            </Button>
          }
        >
          {apiErrorMessage(error)}
        </Alert>
      ) : isLoading || !data ? (
        <DoorsSkeleton />
      ) : (
        <AdventBody answer={data} onNextDoor={() => void mutate()} />
      )}
    </div>
  );
}

function AdventBody({ answer, onNextDoor }: { answer: AdventStatusAnswer; onNextDoor: () => void }) {
  const t = useAdventT();
  const language = useLanguage();
  const season = seasonState(answer);
  if (season.kind === 'open' && answer.open) return <Calendar status={answer} receivedAt={answer.receivedAt} onNextDoor={onNextDoor} />;
  const date = formatDate(season.kind === 'open' ? answer.start : season.start, language);
  return season.kind === 'over' ? (
    <EmptyState icon={<PartyPopper size={32} aria-hidden="true" />} title={t('adventOverTitle')}>
      {t('adventOverText', { date })}
    </EmptyState>
  ) : (
    <EmptyState icon={<CalendarClock size={32} aria-hidden="true" />} title={t('adventSoonTitle')}>
      {t('adventSoonText', { date })}
    </EmptyState>
  );
}

function Calendar({ status, receivedAt, onNextDoor }: { status: AdventStatus; receivedAt: number; onNextDoor: () => void }) {
  const t = useAdventT();
  const claim = useClaimAdventDay();
  const [opened, setOpened] = useState<{ day: number; coins: number } | null>(null);
  const states = doorStates(status);
  const nextAt = nextDoorAt(status, receivedAt);

  // When the next door's time comes, ask the backend for the new today.
  useEffect(() => {
    if (nextAt === null) return;
    const timer = window.setTimeout(onNextDoor, Math.max(0, nextAt - Date.now()) + 1000);
    return () => window.clearTimeout(timer);
  }, [nextAt, onNextDoor]);

  const open = async (day: number) => {
    try {
      const result = await claim(day);
      setOpened({ day, coins: result.reward });
    } catch (error) {
      toast.error(apiErrorMessage(error));
    }
  };

  return (
    <>
      {opened && (
        <Alert tone="success" title={t('adventReward', { day: opened.day, coins: opened.coins })}>
          {status.daysStatus[opened.day - 1]?.description}
        </Alert>
      )}
      <p className="advent-next">
        {nextAt === null ? (
          t('adventLastDoor')
        ) : (
          <>
            {t('adventNextDoor')} <Countdown value={nextAt} />
          </>
        )}
      </p>
      <p className="advent-timezone">{t('adventTimezone', { timezone: status.timezone })}</p>
      <h2 className="visually-hidden">{t('adventDoors')}</h2>
      <ol className="advent-doors">
        {states.map((state, index) => (
          <Door key={index + 1} day={index + 1} state={state} isToday={index + 1 === status.day} nextAt={index === status.day ? nextAt : null} onOpen={open} />
        ))}
      </ol>
    </>
  );
}

function Door({ day, state, isToday, nextAt, onOpen }: { day: number; state: DoorState; isToday: boolean; nextAt: number | null; onOpen: (day: number) => Promise<void> }) {
  const t = useAdventT();
  const stateId = `advent-door-${day}-state`;
  return (
    <li className={`advent-door advent-door-${state}${isToday ? ' advent-door-current' : ''}`}>
      <Button variant={state === 'today' ? 'primary' : 'secondary'} locked={state !== 'today'} aria-describedby={stateId} onClick={() => onOpen(day)}>
        {t('adventDay', { day })}
      </Button>
      <span id={stateId} className="advent-door-state">
        <DoorStateText day={day} state={state} isToday={isToday} nextAt={nextAt} />
      </span>
    </li>
  );
}

function DoorStateText({ day, state, isToday, nextAt }: { day: number; state: DoorState; isToday: boolean; nextAt: number | null }) {
  const t = useAdventT();
  if (state === 'today') return t('adventDoorToday');
  if (state === 'missed') return t('adventDoorMissed');
  if (state === 'claimed') return isToday ? <TodayClaimed day={day} /> : t('adventDoorClaimed');
  if (nextAt === null) return t('adventDoorLocked');
  return (
    <>
      {t('adventDoorNext')} <Countdown value={nextAt} />
    </>
  );
}

/** Today's door once opened: its reward, from the day call. */
function TodayClaimed({ day }: { day: number }) {
  const t = useAdventT();
  const { data } = useAdventDay(day);
  return data ? t('adventDoorClaimedReward', { coins: data.reward }) : t('adventDoorClaimed');
}

function DoorsSkeleton() {
  return (
    <ol className="advent-doors" aria-hidden="true">
      {Array.from({ length: ADVENT_DAYS }, (_, index) => (
        <li key={index} className="advent-door">
          <Skeleton height="2.5rem" />
          <Skeleton width="60%" height="0.9rem" />
        </li>
      ))}
    </ol>
  );
}
