import { describe, expect, it } from 'vitest';
import type { EarningMethods } from '@panel/api/contract';
import { claimsLeft, earnedTodayFrom, earningMethodsOf, isDiscordInvite, jfrPrice, linkShortenerDestination, nextReset, takeLinkShortenerToken, withinBounds } from './earn-rules';

const NOW = Date.parse('2026-11-25T20:30:00Z');
const MIDNIGHT = Date.parse('2026-11-26T00:00:00Z');

const methods: EarningMethods = {
  other: [{ _id: 'discord', name: 'Join our Discord', link: 'https://discord.gg/x', reward: 10, clicks: 3, claimedToday: 1 }],
  linkvertise: { enabled: true, userid: '1', reward: 5, dailyLimit: 10, claimedToday: 3 },
  jfr: { enabled: true, minMembers: 10, maxMembers: 500, minReward: 1, maxReward: 20, pricePerRewardUnit: 0.002, pricePerMember: 0.01, payment: 'balance' },
};

describe('earning methods', () => {
  it('lists the link shortener first (when on), each with its daily limit', () => {
    expect(earningMethodsOf(methods)).toEqual([
      { id: 'linkvertise', name: null, link: null, reward: 5, dailyLimit: 10, claimedToday: 3 },
      { id: 'discord', name: 'Join our Discord', link: 'https://discord.gg/x', reward: 10, dailyLimit: 1, claimedToday: 1 },
    ]);
    expect(earningMethodsOf({ ...methods, linkvertise: { ...methods.linkvertise, enabled: false } }).map((method) => method.id)).toEqual(['discord']);
  });

  it('reads no claims from a backend that does not say', () => {
    const bare = { ...methods.linkvertise };
    delete bare.claimedToday;
    expect(earningMethodsOf({ ...methods, linkvertise: bare })[0]?.claimedToday).toBe(0);
  });

  it.each([
    [10, 0, 10],
    [10, 3, 7],
    [10, 10, 0],
    [1, 2, 0],
  ])('a limit of %i with %i claimed leaves %i', (dailyLimit, claimedToday, left) => {
    expect(claimsLeft({ dailyLimit, claimedToday })).toBe(left);
  });

  it('adds up what the methods gave today', () => {
    expect(earnedTodayFrom(earningMethodsOf(methods))).toBe(3 * 5 + 10);
  });
});

describe('the daily reset', () => {
  it.each([
    ['the configured reset, while ahead', MIDNIGHT, MIDNIGHT],
    ['the next midnight UTC, once the configured one has passed', Date.parse('2026-11-25T00:00:00Z'), MIDNIGHT],
    ['the next one at the configured time of day, days after it passed', Date.parse('2026-11-20T18:00:00Z'), Date.parse('2026-11-26T18:00:00Z')],
    ['a day later, at the configured one exactly', NOW, Date.parse('2026-11-26T20:30:00Z')],
  ])('%s', (_, earnReset, expected) => {
    expect(nextReset(earnReset, NOW)).toBe(expected);
  });
});

describe('the price of a join-for-rewards listing', () => {
  it.each([
    [10, 1, 0.12],
    [100, 5, 2],
    [500, 20, 25],
    [37, 3, 0.59],
  ])('%i members at %i coins each cost %d', (members, coins, price) => {
    expect(jfrPrice(members, coins, methods.jfr)).toBe(price);
  });

  it.each([
    [10, true],
    [500, true],
    [9, false],
    [501, false],
    [12.5, false],
    [Number.NaN, false],
  ])('%d members within 10..500: %s', (members, ok) => {
    expect(withinBounds(members, 10, 500)).toBe(ok);
  });

  it.each([
    ['https://discord.gg/my-guild', true],
    ['https://discord.com/invite/abc123', true],
    ['abc123', true],
    ['x', false],
    ['https://evil.example/abc', false],
    ['discord.gg/abc', false],
  ])('%s is an invite: %s', (invite, ok) => {
    expect(isDiscordInvite(invite)).toBe(ok);
  });
});

describe('a pass through the link shortener', () => {
  it.each([
    ['?linkvertise=abc', 'abc', ''],
    ['?from=ad&linkvertise=abc&x=1', 'abc', '?from=ad&x=1'],
    ['?from=ad', null, '?from=ad'],
    ['', null, ''],
    ['?linkvertise=', null, ''],
  ])('takes the token out of %j', (search, token, rest) => {
    expect(takeLinkShortenerToken(search)).toEqual({ token, rest });
  });

  it.each([
    ['the shortener’s https link', 'https://link-to.net/1/2/dynamic?r=x', 'https://link-to.net/1/2/dynamic?r=x'],
    ['a stand-in of the panel’s own origin', '/api/__linkvertise/1/2/dynamic?r=x', 'http://panel.test/api/__linkvertise/1/2/dynamic?r=x'],
    ['plain http elsewhere', 'http://link-to.net/1/2/dynamic', null],
    ['a script', 'javascript:alert(1)', null],
    ['a data URL', 'data:text/html,hi', null],
  ])('goes to %s', (_, url, expected) => {
    expect(linkShortenerDestination(url, 'http://panel.test')).toBe(expected);
  });
});
