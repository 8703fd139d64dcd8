import type { ResourceLimits, StaffUser } from '@panel/api/contract';
import type { Rank } from '../users/ranks';

export const LIMIT_KEYS = ['cpu', 'memory', 'disk', 'databases', 'allocations', 'backups', 'servers'] as const satisfies readonly (keyof ResourceLimits)[];

/** The account form's values, as typed. */
export interface AccountValues {
  balance: string;
  coins: string;
  rank: Rank;
  limits: Record<(typeof LIMIT_KEYS)[number], string>;
}

export const accountValuesOf = (user: StaffUser): AccountValues => ({
  balance: String(user.balance),
  coins: String(user.coins),
  rank: user.rank,
  limits: Object.fromEntries(LIMIT_KEYS.map((key) => [key, String(user.limits[key])])) as AccountValues['limits'],
});

/** Only what changed, typed for the `users` edit; an untouched form sends nothing. */
export function accountChanges(user: StaffUser, values: AccountValues): Partial<Pick<StaffUser, 'balance' | 'coins' | 'rank' | 'limits'>> {
  const changes: Partial<Pick<StaffUser, 'balance' | 'coins' | 'rank' | 'limits'>> = {};
  const balance = Number(values.balance);
  const coins = Number(values.coins);
  if (balance !== user.balance) changes.balance = balance;
  if (coins !== user.coins) changes.coins = coins;
  if (values.rank !== user.rank) changes.rank = values.rank;
  const limits = Object.fromEntries(LIMIT_KEYS.map((key) => [key, Number(values.limits[key])])) as ResourceLimits;
  if (LIMIT_KEYS.some((key) => limits[key] !== user.limits[key])) changes.limits = limits;
  return changes;
}

const WHOLE = /^\d+$/;
const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** A whole number of 0 or more, as typed. */
export const isWholeNumber = (typed: string) => WHOLE.test(typed.trim());
/** An amount of 0 or more with at most two decimals, as typed. */
export const isAmount = (typed: string) => AMOUNT.test(typed.trim());
