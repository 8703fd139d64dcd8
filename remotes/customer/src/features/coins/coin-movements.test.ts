import { describe, expect, it } from 'vitest';
import { adventDay, signedCoins } from './coin-movements';

describe('signedCoins', () => {
  it.each<[number, string, string]>([
    [100, 'en', '+100'],
    [-50, 'en', '\u221250'],
    [1000, 'en', '+1,000'],
    [-1000, 'fr', '\u22121\u202f000'],
    [0, 'en', '+0'],
  ])('writes %d in %s as %j', (amount, language, expected) => {
    expect(signedCoins(amount, language)).toBe(expected);
  });
});

describe('adventDay', () => {
  it.each<[string, number | null]>([
    ['Day 1', 1],
    ['day 24', 24],
    [' Day 3 ', 3],
    ['Holiday 3', null],
    ['Day', null],
  ])('reads %j as %j', (detail, expected) => {
    expect(adventDay(detail)).toBe(expected);
  });
});
