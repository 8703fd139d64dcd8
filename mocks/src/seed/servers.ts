import type { ResourceLimits, Server } from '@panel/api/contract';
import type { QueueEntry } from '../domain/state';
import { DEMO_USERS, SEED_INVOICES } from '../seed';
import { SEED_EGGS, SEED_LOCATIONS } from './catalogue';
import { daysFromSeed, hoursFromSeed } from './reference-time';
import { generatedUserId } from './users';

export const SEED_SERVERS = {
  /** Active on a coin-renewal location: transferable, renewable with the customer's coins, deletable. */
  survival: 'srv-survival',
  /** Suspended for a missed coin renewal. */
  bot: 'srv-bot',
  /** Still installing: the game panel finishes a few minutes after the seed's reference time. */
  modpack: 'srv-modpack',
  /** Waits for its activation invoice to be paid. */
  awaiting: 'srv-awaiting',
  creative: 'srv-creative',
} as const;

const smallLimits: ResourceLimits = { cpu: 100, memory: 2048, disk: 10240, databases: 1, allocations: 1, backups: 1, servers: 1 };

const server = (doc: Partial<Server> & Pick<Server, '_id' | 'uid' | 'name' | 'location' | 'egg'>): Server => ({
  platform: 'PTERODACTYL',
  created: daysFromSeed(-30),
  expires: null,
  suspended: null,
  suspentionReason: null,
  awaitingPayment: false,
  invoice: null,
  renewal: null,
  nextCoinsRenewal: null,
  plan: null,
  billingCycle: null,
  installed: true,
  limits: smallLimits,
  ...doc,
});

export function seedServers(): Server[] {
  const customer = DEMO_USERS.customer.id;
  return [
    server({ _id: SEED_SERVERS.survival, uid: customer, name: 'Survival SMP', location: SEED_LOCATIONS.frankfurt, egg: SEED_EGGS.paper, plan: 'plan-mc-starter', nextCoinsRenewal: hoursFromSeed(60) }),
    server({ _id: SEED_SERVERS.bot, uid: customer, name: 'Moderation bot', location: SEED_LOCATIONS.frankfurt, egg: SEED_EGGS.nodejs, suspended: daysFromSeed(-1), suspentionReason: 'RENEWAL_REQUIRED', nextCoinsRenewal: daysFromSeed(-1) }),
    server({ _id: SEED_SERVERS.modpack, uid: customer, name: 'Modpack test', location: SEED_LOCATIONS.helsinki, egg: SEED_EGGS.paper, created: hoursFromSeed(-0.05), installed: false }),
    server({ _id: SEED_SERVERS.awaiting, uid: customer, name: 'Starter world', location: SEED_LOCATIONS.helsinki, egg: SEED_EGGS.paper, plan: 'plan-mc-starter', billingCycle: 720, awaitingPayment: true, invoice: SEED_INVOICES.unpaid }),
    server({ _id: SEED_SERVERS.creative, uid: DEMO_USERS.nobalance.id, name: 'Creative world', location: SEED_LOCATIONS.frankfurt, egg: SEED_EGGS.paper, suspended: daysFromSeed(-3), suspentionReason: 'RESOURCES_EXCEEDED', expires: daysFromSeed(4) }),
    // New York is full with these three.
    ...[1, 2, 3].map((n) =>
      server({ _id: `srv-ny-${n}`, uid: generatedUserId(n), name: `NY server ${n}`, location: SEED_LOCATIONS.newYork, egg: n % 2 ? SEED_EGGS.paper : SEED_EGGS.nodejs, plan: 'plan-mc-pro', billingCycle: 720, renewal: daysFromSeed(10 + n) }),
    ),
  ];
}

const queuedOrder = { limits: smallLimits, plan: null, billingCycle: null, discount: null } satisfies Partial<QueueEntry>;

export function seedQueue(): QueueEntry[] {
  return [
    { _id: 'queue-customer-ny', uid: DEMO_USERS.customer.id, name: 'Queued in New York', location: SEED_LOCATIONS.newYork, egg: SEED_EGGS.paper, priority: 2, created: hoursFromSeed(-5), ...queuedOrder },
    { _id: 'queue-player-ny', uid: generatedUserId(4), name: 'Waiting world', location: SEED_LOCATIONS.newYork, egg: SEED_EGGS.paper, priority: 0, created: hoursFromSeed(-8), ...queuedOrder },
  ];
}
