import { describe, expect, it } from 'vitest';
import { codeIssue, customCodeProgress, customLinkMinimum, formatShare, referralLink } from './referral-rules';

describe('customLinkMinimum', () => {
  it.each([
    { byPlan: {}, plans: [], expected: 20 },
    { byPlan: { ALL: 20 }, plans: [], expected: 20 },
    { byPlan: { ALL: 5 }, plans: ['plan-a'], expected: 5 },
    { byPlan: { ALL: 0 }, plans: [], expected: 0 },
    { byPlan: { ALL: 20, 'plan-a': 3 }, plans: ['plan-a'], expected: 3 },
    { byPlan: { ALL: 20, 'plan-a': 3 }, plans: ['plan-b'], expected: 20 },
    { byPlan: { ALL: 20, 'plan-a': 8, 'plan-b': 4 }, plans: ['plan-a', 'plan-b'], expected: 4 },
    { byPlan: { ALL: 2, 'plan-a': 8 }, plans: ['plan-a'], expected: 2 },
    { byPlan: { 'plan-a': 30 }, plans: ['plan-a'], expected: 20 },
    { byPlan: { ALL: -3 }, plans: [], expected: 0 },
  ])('$byPlan with $plans → $expected', ({ byPlan, plans, expected }) => {
    expect(customLinkMinimum(byPlan, plans)).toBe(expected);
  });
});

describe('customCodeProgress', () => {
  it.each([
    { referrals: 0, minimum: 20, expected: { unlocked: false, remaining: 20, percent: 0 } },
    { referrals: 7, minimum: 20, expected: { unlocked: false, remaining: 13, percent: 35 } },
    { referrals: 19, minimum: 20, expected: { unlocked: false, remaining: 1, percent: 95 } },
    { referrals: 1, minimum: 3, expected: { unlocked: false, remaining: 2, percent: 33 } },
    { referrals: 20, minimum: 20, expected: { unlocked: true, remaining: 0, percent: 100 } },
    { referrals: 40, minimum: 20, expected: { unlocked: true, remaining: 0, percent: 100 } },
    { referrals: 0, minimum: 0, expected: { unlocked: true, remaining: 0, percent: 100 } },
  ])('$referrals of $minimum', ({ referrals, minimum, expected }) => {
    expect(customCodeProgress(referrals, minimum)).toEqual(expected);
  });
});

describe('referralLink', () => {
  it.each([
    ['https://panel.test', 'caseycustomer', 'https://panel.test/join/caseycustomer'],
    ['https://panel.test/', 'Casey', 'https://panel.test/join/Casey'],
    ['http://localhost:3080', 'u-1 2', 'http://localhost:3080/join/u-1%202'],
  ])('%s + %s → %s', (origin, code, link) => {
    expect(referralLink(origin, code)).toBe(link);
  });
});

describe('codeIssue', () => {
  it.each([
    ['', 'casey', 'required'],
    ['   ', 'casey', 'required'],
    ['ab', 'casey', 'shape'],
    ['a'.repeat(21), 'casey', 'shape'],
    ['casey!', 'x', 'shape'],
    ['cas ey', 'x', 'shape'],
    ['élodie', 'x', 'shape'],
    ['casey', 'casey', 'same'],
    ['Casey', 'casey', null],
    ['abc', 'casey', null],
    ['a'.repeat(20), 'casey', null],
    [' Casey42 ', 'casey', null],
  ])('%j (now %j) → %j', (code, current, issue) => {
    expect(codeIssue(code, current)).toBe(issue);
  });
});

describe('formatShare', () => {
  it.each([
    [0.1, 'en', '10%'],
    [0.125, 'en', '12.5%'],
    [0, 'en', '0%'],
  ])('%s in %s → %s', (share, language, text) => {
    expect(formatShare(share, language)).toBe(text);
  });

  it('writes French percentages the French way', () => {
    expect(formatShare(0.1, 'fr')).toBe('10\u00a0%');
  });
});
