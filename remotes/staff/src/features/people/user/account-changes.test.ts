import type { StaffUser } from '@panel/api/contract';
import { describe, expect, it } from 'vitest';
import { accountChanges, accountValuesOf, isAmount, isWholeNumber } from './account-changes';

const user = {
  _id: 'u1', username: 'ada', email: 'a@b.test', avatarUrl: '', rank: 'USER', balance: 25.5, coins: 340, verified: true, plans: [],
  firstLogin: 0, lastSeen: 0, referrer: null, code: 'ada', pid: null, ban: null,
  limits: { cpu: 200, memory: 4096, disk: 20480, databases: 2, allocations: 2, backups: 2, servers: 2 },
} satisfies StaffUser;

describe('the account form', () => {
  it('sends nothing for an untouched form', () => {
    expect(accountChanges(user, accountValuesOf(user))).toEqual({});
  });

  it('sends only the changed fields, limits whole', () => {
    const values = accountValuesOf(user);
    expect(accountChanges(user, { ...values, balance: '42', rank: 'STAFF', limits: { ...values.limits, cpu: '300' } })).toEqual({
      balance: 42,
      rank: 'STAFF',
      limits: { ...user.limits, cpu: 300 },
    });
  });

  it.each([
    ['0', true, true],
    ['12.5', true, false],
    ['12.555', false, false],
    ['-1', false, false],
    ['', false, false],
    ['abc', false, false],
  ])('%j is an amount: %s, a whole number: %s', (typed, amount, whole) => {
    expect(isAmount(typed)).toBe(amount);
    expect(isWholeNumber(typed)).toBe(whole);
  });
});
