import { describe, expect, it } from 'vitest';
import { FIXED_SEED_NOW, seedNowFrom } from './reference-time';

describe('the seed’s reference time', () => {
  it.each([
    [undefined, FIXED_SEED_NOW],
    ['', FIXED_SEED_NOW],
    ['1798711200000', 1798711200000],
    ['2027-03-04T15:00:00Z', Date.parse('2027-03-04T15:00:00Z')],
    ['soon', FIXED_SEED_NOW],
  ])('MOCK_SEED_NOW=%j dates the seed at %d', (value, expected) => {
    expect(seedNowFrom(value)).toBe(expected);
  });
});
