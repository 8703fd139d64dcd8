import { describe, expect, it } from 'vitest';
import { recentEvents, recordEvent, retryAfterSeconds, type Limit } from './rate-limit';

const limit: Limit = { max: 3, windowMs: 60_000 };

describe('retryAfterSeconds', () => {
  it.each([
    ['no events', [], 100_000, 0],
    ['fewer than the limit', [10_000, 20_000], 30_000, 0],
    ['at the limit: until the oldest counted event leaves the window', [10_000, 20_000, 30_000], 40_000, 30],
    ['rounded up to whole seconds', [10_000, 20_000, 30_000], 40_500, 30],
    ['counts only the last `max` events', [1_000, 20_000, 30_000, 35_000], 40_000, 40],
    ['never 0 while limited', [10_000, 20_000, 30_000], 69_999, 1],
  ] as const)('%s', (_case, events, now, expected) => {
    expect(retryAfterSeconds(events, limit, now)).toBe(expected);
  });
});

describe('recentEvents', () => {
  it('drops events older than the window and forgets an empty key', () => {
    const log = new Map<string, number[]>();
    recordEvent(log, 'a@x.test', 0);
    recordEvent(log, 'a@x.test', 50_000);
    expect(recentEvents(log, 'a@x.test', limit, 70_000)).toEqual([50_000]);
    expect(recentEvents(log, 'a@x.test', limit, 120_000)).toEqual([]);
    expect(log.has('a@x.test')).toBe(false);
  });
});
