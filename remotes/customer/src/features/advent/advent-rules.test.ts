import { describe, expect, it } from 'vitest';
import type { AdventStatus } from '@panel/api/contract';
import { doorState, doorStates, nextDoorAt, seasonState, type DoorState } from './advent-rules';

const DAY = 86_400_000;
const START = Date.UTC(2026, 11, 1);

const status = (day: number, claimedDays: number[] = []): AdventStatus => ({
  open: true,
  day,
  daysStatus: Array.from({ length: 24 }, (_, index) => ({ claimed: claimedDays.includes(index + 1), title: `Day ${index + 1}`, description: '', image: null })),
  time: START + (day - 1) * DAY + 12 * 3_600_000,
  start: START,
  next: day < 24 ? START + day * DAY : null,
  background: null,
  timezone: 'UTC',
});

describe('doorState', () => {
  it.each<[number, number, boolean, DoorState]>([
    [4, 5, true, 'claimed'],
    [4, 5, false, 'missed'],
    [5, 5, false, 'today'],
    [5, 5, true, 'claimed'],
    [6, 5, false, 'locked'],
    [24, 1, false, 'locked'],
    [1, 24, false, 'missed'],
  ])('door %i on day %i (claimed %s) is %s', (door, today, claimed, expected) => {
    expect(doorState(door, today, claimed)).toBe(expected);
  });

  it('gives the 24 doors of a status', () => {
    const states = doorStates(status(5, [2, 5]));
    expect(states).toHaveLength(24);
    expect(states.slice(0, 7)).toEqual(['missed', 'claimed', 'missed', 'missed', 'claimed', 'locked', 'locked']);
  });
});

describe('seasonState', () => {
  it.each([
    ['in season, gift waiting', status(5), { kind: 'open', today: 5, todayClaimed: false }],
    ['in season, claimed', status(5, [5]), { kind: 'open', today: 5, todayClaimed: true }],
    ['before (November)', { message: '', open: false as const, time: Date.UTC(2026, 10, 20), start: START }, { kind: 'soon', start: START }],
    ['early in the year', { message: '', open: false as const, time: Date.UTC(2026, 1, 3), start: START }, { kind: 'soon', start: START }],
    ['after (26 December)', { message: '', open: false as const, time: Date.UTC(2026, 11, 26), start: Date.UTC(2027, 11, 1) }, { kind: 'over', start: Date.UTC(2027, 11, 1) }],
  ])('%s', (_, answer, expected) => {
    expect(seasonState(answer)).toEqual(expected);
  });
});

describe('nextDoorAt', () => {
  it.each([
    ['counts the backend’s distance from when the answer arrived', { time: START + 12 * 3_600_000, next: START + DAY }, 1_000, 1_000 + 12 * 3_600_000],
    ['is now when the backend is already past it', { time: START + DAY + 5, next: START + DAY }, 1_000, 1_000],
    ['is none on the last day', { time: START, next: null }, 1_000, null],
  ])('%s', (_, answer, receivedAt, expected) => {
    expect(nextDoorAt(answer, receivedAt)).toBe(expected);
  });
});
