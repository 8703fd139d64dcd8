import { instanceMode, perServerPlansFor } from '@panel/rules';
import { now } from '../clock';
import { db, type DbUser } from '../db';
import { fail } from '../http/define-handler';
import { moveCoins } from './coin-ledger';
import { setBalance } from './funds-ledger';
import { cents } from './money';

/** One account's money across a switch. */
export interface AccountMove {
  user: string;
  balance: { before: number; after: number };
  coins: { before: number; after: number };
}

export interface MigrationCount {
  users: number;
  servers: number;
  plans: number;
  /** The balance every account gained (to plans) or lost (to resources), in total. */
  balance: number;
  /** The coins every account lost (to plans) or gained (to resources), in total. */
  coins: number;
  /** Each account whose money moved, before and after. */
  accounts: AccountMove[];
}

/**
 * Moves one account's money to its new balance and coins, writing each movement to the account's
 * own history (funds and coins, as `mode-switch`) so both still add up, and says what moved.
 */
function moveAccount(user: DbUser, balance: number, coins: number, detail: string): AccountMove {
  const move = { user: user._id, balance: { before: user.balance, after: balance }, coins: { before: user.coins, after: coins } };
  setBalance(user, balance, 'mode-switch');
  if (coins !== user.coins) moveCoins(user, coins - user.coins, 'mode-switch', detail);
  return move;
}

/** The totals of what the accounts' moves say: how many, the balance gained (or lost) and the coins lost (or gained), both as positive sums. */
function totals(accounts: readonly AccountMove[]) {
  const balance = accounts.reduce((sum, move) => sum + Math.abs(move.balance.after - move.balance.before), 0);
  const coins = accounts.reduce((sum, move) => sum + Math.abs(move.coins.after - move.coins.before), 0);
  return { users: accounts.length, balance: cents(balance), coins };
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
  const accounts: AccountMove[] = [];
  for (const user of db.users.values()) {
    if (user.plans.length === 0 && user.coins === 0) continue;
    const planValue = user.plans.reduce((sum, held) => sum + (db.domain.plans.find((plan) => plan._id === held._id)?.price ?? 0), 0);
    user.plans.forEach((held) => heldPlans.add(held._id));
    const balance = cents(user.balance + planValue * options.planPriceToBalanceRatio + user.coins * options.coinsToBalanceRate);
    accounts.push(moveAccount(user, balance, 0, 'Coins converted to balance: the instance now sells servers by plan'));
    user.plans = [];
  }
  const expires = now() + options.expirationDelay * 1000;
  for (const server of db.domain.servers) server.expires = expires;
  const plans = db.domain.plans.filter((plan) => heldPlans.has(plan._id));
  if (options.deletePlans) db.domain.plans = db.domain.plans.filter((plan) => !heldPlans.has(plan._id));
  else plans.forEach((plan) => (plan.invisible = true));
  db.config.features.perServerPlans = perServerPlansFor('plans');
  return { ...totals(accounts), servers: db.domain.servers.length, plans: plans.length, accounts };
}

/**
 * Per-server plans → resource split: balance becomes coins (times the ratio, rounded down),
 * each server expires at its plan's next renewal (else after the delay) and leaves its plan,
 * and nothing renews automatically any more.
 */
export function migrateToResourceSplit(options: { balanceToCoinsRatio: number; expirationDelay: number }, dryRun = false): MigrationCount {
  if (instanceMode(db.config.features) === 'resources') fail(409, 'This instance already uses the resource split');
  if (dryRun) return onACopy(() => migrateToResourceSplit(options));
  const accounts: AccountMove[] = [];
  for (const user of db.users.values()) {
    if (user.balance === 0) continue;
    const credited = Math.floor(user.balance * options.balanceToCoinsRatio);
    accounts.push(moveAccount(user, 0, user.coins + credited, 'Balance converted to coins: the instance now splits resources'));
  }
  const plans = new Set(db.domain.servers.map((server) => server.plan).filter((plan) => plan !== null)).size;
  for (const server of db.domain.servers) {
    server.expires = server.renewal ?? now() + options.expirationDelay * 1000;
    server.plan = null;
    server.billingCycle = null;
    server.renewal = null;
  }
  db.config.features.perServerPlans = perServerPlansFor('resources');
  return { ...totals(accounts), servers: db.domain.servers.length, plans, accounts };
}

/** Runs a migration and puts back everything it touches (users, servers, plans, the mode, the ledgers), answering what it did. */
function onACopy(migrate: () => MigrationCount): MigrationCount {
  const saved = <T extends object>(items: Iterable<T>) => [...items].map((item) => [item, structuredClone(item)] as const);
  const users = saved(db.users.values());
  const servers = saved(db.domain.servers);
  const plansList = db.domain.plans;
  const plans = saved(plansList);
  const features = structuredClone(db.config.features);
  const { transactions, coinLedger } = db.domain;
  const written = { transactions: transactions.length, coinLedger: coinLedger.length };
  try {
    return migrate();
  } finally {
    for (const [item, copy] of [...users, ...servers, ...plans]) Object.assign(item, copy);
    db.domain.plans = plansList;
    db.config.features = features;
    transactions.splice(written.transactions);
    coinLedger.splice(written.coinLedger);
  }
}
