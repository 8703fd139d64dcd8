import { describe, expect, it } from 'vitest';
import { SNOW_FLAKES, snowFlakes } from './snow-flakes';

describe('snowFlakes', () => {
  it('is 50 flakes by default (spec section 9)', () => {
    expect(SNOW_FLAKES).toBe(50);
    expect(snowFlakes()).toHaveLength(50);
  });

  it('places them the same on every call', () => {
    expect(snowFlakes()).toEqual(snowFlakes());
  });

  it.each([
    ['left (% of the width)', 'left', 0, 100],
    ['size (px)', 'size', 3, 8],
    ['duration (s)', 'durationS', 8, 18],
    ['opacity', 'opacity', 0.5, 1],
  ] as const)('keeps %s within range', (_name, field, min, max) => {
    for (const flake of snowFlakes()) {
      expect(flake[field]).toBeGreaterThanOrEqual(min);
      expect(flake[field]).toBeLessThanOrEqual(max);
    }
  });

  it('starts each flake part-way through its fall, so the page is not empty at first', () => {
    for (const flake of snowFlakes()) {
      expect(flake.delayS).toBeLessThanOrEqual(0);
      expect(-flake.delayS).toBeLessThanOrEqual(flake.durationS);
    }
  });

  it('spreads them across the page', () => {
    const lefts = snowFlakes().map((flake) => flake.left);
    expect(Math.min(...lefts)).toBeLessThan(10);
    expect(Math.max(...lefts)).toBeGreaterThan(90);
  });

  it('can make another count', () => {
    expect(snowFlakes(3)).toHaveLength(3);
    expect(snowFlakes(0)).toEqual([]);
  });
});
