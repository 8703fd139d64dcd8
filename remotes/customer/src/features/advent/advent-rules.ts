import type { AdventClosed, AdventStatus } from '@panel/api/contract';

export const ADVENT_DAYS = 24;

/** What the status call answered: the calendar in season, or the 423's closed body. */
export type AdventAnswer = AdventStatus | AdventClosed;

/** A door as the user sees it today (the backend's today, never only the browser's). */
export type DoorState = 'claimed' | 'missed' | 'today' | 'locked';

/** A door's state: before today claimed or missed, today's openable until claimed, after today locked. */
export function doorState(door: number, today: number, claimed: boolean): DoorState {
  if (claimed) return 'claimed';
  if (door < today) return 'missed';
  if (door === today) return 'today';
  return 'locked';
}

/** The 24 doors of a calendar in season, in order. */
export const doorStates = (status: AdventStatus): DoorState[] =>
  Array.from({ length: ADVENT_DAYS }, (_, index) => doorState(index + 1, status.day, status.daysStatus[index]?.claimed ?? false));

export type SeasonState =
  | { kind: 'open'; today: number; todayClaimed: boolean }
  | { kind: 'soon'; start: number }
  | { kind: 'over'; start: number };

/**
 * Where the season stands. Closed, the backend gives the next season's start: in a later year
 * than its own now means this year's season is behind us (over), otherwise it is still to come.
 */
export function seasonState(answer: AdventAnswer): SeasonState {
  if (answer.open) return { kind: 'open', today: answer.day, todayClaimed: answer.daysStatus[answer.day - 1]?.claimed ?? false };
  const over = new Date(answer.start).getUTCFullYear() > new Date(answer.time).getUTCFullYear() && new Date(answer.time).getUTCMonth() === 11;
  return over ? { kind: 'over', start: answer.start } : { kind: 'soon', start: answer.start };
}

/**
 * When, by the browser's clock, the next door opens: the backend says how far it is from its
 * own now (`next - time`), counted from when its answer arrived, so a browser clock that is
 * off does not move the countdown. Null on the last day.
 */
export function nextDoorAt(status: Pick<AdventStatus, 'next' | 'time'>, receivedAt: number): number | null {
  if (status.next === null) return null;
  return receivedAt + Math.max(0, status.next - status.time);
}
