import { instanceMode, perServerPlansFor } from '@panel/rules';
import { now } from '../clock';
import { db } from '../db';
import { fail } from '../http/define-handler';
import { cents } from './money';

export interface MigrationCount {
  users: number;
  servers: number;
  plans: number;
  /** The balance every account gained (to plans) or lost (to resources), in total. */
  balance: number;
  /** The coins every account lost (to plans) or gained (to resources), in total. */
  coins: number;
}

/**
 * Resource split → per-server plans: held plans (at their price times the ratio) and coins
 * (times the rate) become balance, every server expires after the delay, and the plans held
 * are unlisted, or deleted.
 */
export function migrateToPerServerPlans(
  options: { planPriceToBalanceRatio: number; coinsToBalanceRate: number; expirationDelay: number; deletePlans: boolean },
  dryRun = false,
): MigrationCount {
  if (instanceMode(db.config.features) === 'plans') fail(409, 'This instance already uses per-server plans');
  // A dry run counts on a copy: the same code decides, nothing of the instance changes.
  if (dryRun) return onACopy(() => migrateToPerServerPlans(options));
  const heldPlans = new Set<string>();
  let users = 0;
  let balance = 0;
  let coins = 0;
  for (const user of db.users.values()) {
    if (user.plans.length === 0 && user.coins === 0) continue;
    const planValue = user.plans.reduce((sum, held) => sum + (db.domain.plans.find((plan) => plan._id === held._id)?.price ?? 0), 0);
    user.plans.forEach((held) => heldPlans.add(held._id));
    const before = user.balance;
    user.balance = cents(user.balance + planValue * options.planPriceToBalanceRatio + user.coins * options.coinsToBalanceRate);
    balance += user.balance - before;
    coins += user.coins;
    user.coins = 0;
    user.plans = [];
    users += 1;
  }
  const expires = now() + options.expirationDelay * 1000;
  for (const server of db.domain.servers) server.expires = expires;
  const plans = db.domain.plans.filter((plan) => heldPlans.has(plan._id));
  if (options.deletePlans) db.domain.plans = db.domain.plans.filter((plan) => !heldPlans.has(plan._id));
  else plans.forEach((plan) => (plan.invisible = true));
  db.config.features.perServerPlans = perServerPlansFor('plans');
  return { users, servers: db.domain.servers.length, plans: plans.length, balance: cents(balance), coins };
}

/**
 * Per-server plans → resource split: balance becomes coins (times the ratio, rounded down),
 * each server expires at its plan's next renewal (else after the delay) and leaves its plan,
 * and nothing renews automatically any more.
 */
export function migrateToResourceSplit(options: { balanceToCoinsRatio: number; expirationDelay: number }, dryRun = false): MigrationCount {
  if (instanceMode(db.config.features) === 'resources') fail(409, 'This instance already uses the resource split');
  if (dryRun) return onACopy(() => migrateToResourceSplit(options));
  let users = 0;
  let balance = 0;
  let coins = 0;
  for (const user of db.users.values()) {
    if (user.balance === 0) continue;
    const credited = Math.floor(user.balance * options.balanceToCoinsRatio);
    user.coins += credited;
    coins += credited;
    balance += user.balance;
    user.balance = 0;
    users += 1;
  }
  const plans = new Set(db.domain.servers.map((server) => server.plan).filter((plan) => plan !== null)).size;
  for (const server of db.domain.servers) {
    server.expires = server.renewal ?? now() + options.expirationDelay * 1000;
    server.plan = null;
    server.billingCycle = null;
    server.renewal = null;
  }
  db.config.features.perServerPlans = perServerPlansFor('resources');
  return { users, servers: db.domain.servers.length, plans, balance: cents(balance), coins };
}

/** Runs a migration and puts back everything it touches (users, servers, plans, the mode), answering what it did. */
function onACopy(migrate: () => MigrationCount): MigrationCount {
  const saved = <T extends object>(items: Iterable<T>) => [...items].map((item) => [item, structuredClone(item)] as const);
  const users = saved(db.users.values());
  const servers = saved(db.domain.servers);
  const plansList = db.domain.plans;
  const plans = saved(plansList);
  const features = structuredClone(db.config.features);
  try {
    return migrate();
  } finally {
    for (const [item, copy] of [...users, ...servers, ...plans]) Object.assign(item, copy);
    db.domain.plans = plansList;
    db.config.features = features;
  }
}
