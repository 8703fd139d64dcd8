import { describe, expect, it } from 'vitest';
import { secondsUntil } from './use-countdown';

describe('secondsUntil', () => {
  it.each([
    [60_000, 0, 60],
    [60_000, 500, 60],
    [60_000, 1_000, 59],
    [60_000, 59_001, 1],
    [60_000, 60_000, 0],
    [60_000, 90_000, 0],
  ])('deadline %d at %d → %d s', (deadline, now, expected) => {
    expect(secondsUntil(deadline, now)).toBe(expected);
  });
});
