import type { ResourceLimits } from '@panel/api/contract';
import type { PremiumSubscription } from '../contract/wire-types';
import type { DbUser } from '../db';
import type { AccountRecord } from '../domain/state';
import { avatar, DEMO_USERS } from '../seed';
import { daysFromSeed, hoursFromSeed } from './reference-time';

/** More than one page of a staff table holds. */
export const GENERATED_USER_COUNT = 200;

export const generatedUserId = (n: number): string => `u-player-${String(n).padStart(3, '0')}`;

export const DEFAULT_LIMITS: ResourceLimits = { cpu: 200, memory: 4096, disk: 20480, databases: 2, allocations: 2, backups: 2, servers: 2 };

/** The demo customer's limits (raised by premium plans and coin purchases): room for three more small servers. */
export const CUSTOMER_LIMITS: ResourceLimits = { cpu: 800, memory: 16384, disk: 81920, databases: 8, allocations: 8, backups: 8, servers: 8 };

/** The demo customer's Discord Bot plan is paid monthly by the PayPal subscription of its seeded invoice. */
const CUSTOMER_SUBSCRIPTION: PremiumSubscription = {
  plan: 'shop-discord-bot',
  provider: 'paypal',
  id: 'I_7XK2M9PLQ4RS',
  since: daysFromSeed(-10),
  cancelled: null,
  amount: 1.99,
  billingCycle: 720,
  periodEnd: daysFromSeed(20),
};

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

/** Players who share the banned account's address or device: its likely alts. */
export const BANNED_ALTS = { sameAddress: generatedUserId(7), sameDevice: generatedUserId(8) } as const;
const BANNED_ADDRESS = '203.0.113.66';
const BANNED_DEVICE = 'device-5f3a9c';

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
        limits: { ...(user._id === DEMO_USERS.customer.id ? CUSTOMER_LIMITS : DEFAULT_LIMITS) },
        pid: 1000 + index,
        banUntil: null,
        // Documentation addresses (RFC 5737), one per user, plus the ones the alts share.
        ips: [`198.51.100.${index % 250}`, ...(user._id === DEMO_USERS.banned.id || user._id === BANNED_ALTS.sameAddress ? [BANNED_ADDRESS] : [])],
        devices: user._id === DEMO_USERS.banned.id || user._id === BANNED_ALTS.sameDevice ? [BANNED_DEVICE] : [],
        gamePanelPasswordHash: null,
        subscription: user._id === DEMO_USERS.customer.id ? { ...CUSTOMER_SUBSCRIPTION } : null,
      };
      return [user._id, record];
    }),
  );
}
