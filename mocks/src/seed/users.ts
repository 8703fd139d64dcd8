import type { ResourceLimits } from '@panel/api/contract';
import type { DbUser } from '../db';
import type { AccountRecord } from '../domain/state';
import { avatar, DEMO_USERS } from '../seed';
import { daysFromSeed, hoursFromSeed } from './reference-time';

/** More than one page of a staff table holds. */
export const GENERATED_USER_COUNT = 200;

export const generatedUserId = (n: number): string => `u-player-${String(n).padStart(3, '0')}`;

export const DEFAULT_LIMITS: ResourceLimits = { cpu: 200, memory: 4096, disk: 20480, databases: 2, allocations: 2, backups: 2, servers: 2 };

/**
 * Deterministic players: who referred whom, coins and balance follow from the number alone.
 * They sign in with no password (an empty hash matches nothing); they exist to fill tables.
 */
export function seedGeneratedUsers(): DbUser[] {
  return Array.from({ length: GENERATED_USER_COUNT }, (_, index) => {
    const n = index + 1;
    const username = `player${String(n).padStart(3, '0')}`;
    return {
      _id: generatedUserId(n),
      username,
      email: `${username}@players.test`,
      avatarUrl: avatar(`Player ${n}`),
      rank: 'USER',
      passwordHash: '',
      balance: (n * 13) % 50,
      coins: (n * 37) % 1000,
      verified: n % 10 !== 0,
      plans: n % 7 === 0 ? [{ _id: 'plan-mc-starter', name: 'Minecraft Starter' }] : [],
    } satisfies DbUser;
  });
}

/** The referral and account records of every seeded user, demo accounts included. */
export function seedAccounts(users: readonly DbUser[]): Map<string, AccountRecord> {
  return new Map(
    users.map((user, index) => {
      const isPlayer = user._id.startsWith('u-player-');
      // Every fifth player came through the customer's referral link.
      const referrer = isPlayer && index % 5 === 0 ? DEMO_USERS.customer.id : null;
      const record: AccountRecord = {
        firstLogin: daysFromSeed(-(400 - index)),
        lastSeen: hoursFromSeed(-(index % 72)),
        referrer,
        code: user.username.toLowerCase().replace(/[^a-z0-9]/g, ''),
        limits: DEFAULT_LIMITS,
        pid: 1000 + index,
        banUntil: null,
      };
      return [user._id, record];
    }),
  );
}
