import type { CoinRenewal, DiscountCode, Invoice, Plan, QueueInfo, ResourceLimits, Server } from '@panel/api/contract';
import { now } from '../clock';
import type { FieldError } from '../contract/validator';
import { db, type DbUser } from '../db';
import { fail } from '../http/define-handler';
import { accountOf } from './accounts';
import { moveCoins } from './coin-ledger';
import { isFull } from './catalogue';
import { newId } from './ids';
import type { EggDoc, LocationDoc, QueueEntry } from './state';
import { discountProblem, instanceMode, missingPlans, planRefusals, type Customer, type DiscountProblem, type PlanRefusal } from '@panel/rules';
import { planInvoice } from './invoicing';
import { referredBy } from './referrals';

const HOUR = 3_600_000;
/** How long an activation invoice gives before it is due; still unpaid then, the order lapses (lifecycle.ts). */
export const ACTIVATION_DUE_MS = 7 * 24 * HOUR;

/** The resources a resource-split order asks for; the server slot is counted apart. */
export const ORDERED_RESOURCES = ['cpu', 'memory', 'disk', 'databases', 'allocations', 'backups'] as const;
export type OrderedResources = Pick<ResourceLimits, (typeof ORDERED_RESOURCES)[number]>;

export const locationById = (id: string): LocationDoc =>
  db.domain.locations.find((location) => location._id === id) ?? fail(404, `Location ${id} not found`);
export const eggById = (id: string): EggDoc => db.domain.eggs.find((egg) => egg._id === id) ?? fail(404, `Egg ${id} not found`);
export const serverById = (id: string): Server => db.domain.servers.find((server) => server._id === id) ?? fail(404, `Server ${id} not found`);
export const queueEntryById = (id: string): QueueEntry => db.domain.queue.find((entry) => entry._id === id) ?? fail(404, `Queue entry ${id} not found`);
export const planById = (id: string): Plan => db.domain.plans.find((plan) => plan._id === id) ?? fail(404, `Plan ${id} not found`);

const holds = (user: DbUser, planIds: readonly string[]): boolean => user.plans.some((plan) => planIds.includes(plan._id));

/** Waiting orders at a location by priority class, as the queue card counts them. */
export function queuesByPriority(locationId: string): QueueInfo['queuesbypriority'] {
  const waiting = db.domain.queue.filter((entry) => entry.location === locationId);
  return {
    staff: waiting.filter((entry) => entry.priority >= 3).length,
    premium: waiting.filter((entry) => entry.priority === 1 || entry.priority === 2).length,
    free: waiting.filter((entry) => entry.priority === 0).length,
  };
}

/** Queue priority: 4 ADMIN, 3 STAFF, 2 premium (holds a plan), 0 free. */
export function priorityOf(user: DbUser): number {
  if (user.rank === 'ADMIN') return 4;
  if (user.rank === 'STAFF') return 3;
  return user.plans.length > 0 ? 2 : 0;
}

const planNames = (planIds: readonly string[]): string => planIds.map((id) => db.domain.plans.find((plan) => plan._id === id)?.name ?? id).join(' or ');

/** The user as the plan rules see them; `orderingPlan`: the plan the server in question is (to be) on. */
const customerOf = (user: DbUser, orderingPlan?: string): Customer => ({
  rank: user.rank,
  plans: user.plans.map((plan) => plan._id),
  ...(orderingPlan === undefined ? {} : { orderingPlan }),
});

/** The first of the location and the egg that requires a plan the customer lacks, with the plans it takes; null when none does. */
function unmetRequirement(location: LocationDoc, egg: EggDoc | null, customer: Customer): { name: string; missing: readonly string[] } | null {
  for (const { name, requiredSubscriptions } of egg ? [location, egg] : [location]) {
    const missing = missingPlans(requiredSubscriptions, customer);
    if (missing.length > 0) return { name, missing };
  }
  return null;
}

/** Why a location or egg needing `plans` refuses: a plan to hold, or (ordering on a plan) the plan to order on. */
const needsPlan = (name: string, plans: readonly string[], orderingPlan: string | undefined): string =>
  orderingPlan === undefined ? `${name} needs a plan you do not hold` : `${name} takes servers on ${planNames(plans)} only: order the server on that plan`;

/**
 * Fails 403 unless the user may run a server of this egg at this location. `orderingPlan` (plans
 * mode: the plan the server is ordered on) opens a location or egg that requires it, as a plan
 * the user holds does: paying a server's plan never adds it to the user's plans (the panel's
 * missingPlans).
 */
export function assertMayUse(user: DbUser, location: LocationDoc, egg: EggDoc | null, orderingPlan?: string): void {
  if (location.maintenance) fail(403, `${location.name} is in maintenance`);
  const unmet = unmetRequirement(location, egg, customerOf(user, orderingPlan));
  if (unmet) fail(403, needsPlan(unmet.name, unmet.missing, orderingPlan));
  if (priorityOf(user) < location.requiredRank) fail(403, `${location.name} is not open to your rank`);
}

/** What the user's servers and waiting orders take of each limit (each counts one server). */
export function usageOf(userId: string): ResourceLimits {
  const usage: ResourceLimits = { cpu: 0, memory: 0, disk: 0, databases: 0, allocations: 0, backups: 0, servers: 0 };
  const taken = [...db.domain.servers.filter((server) => server.uid === userId).map((server) => server.limits), ...db.domain.queue.filter((entry) => entry.uid === userId).map((entry) => entry.limits)];
  for (const limits of taken) {
    usage.servers += 1;
    if (limits) for (const resource of ORDERED_RESOURCES) usage[resource] += limits[resource];
  }
  return usage;
}

/**
 * Each resource an order would take past the user's limits, named as the body's field; a
 * resize (`replacing` the server's current resources) gives that server's share back first.
 */
export function overLimits(user: DbUser, requested: OrderedResources, replacing: Server | null = null): FieldError[] {
  const { limits } = accountOf(user._id);
  const used = usageOf(user._id);
  if (replacing) {
    used.servers -= 1;
    for (const resource of ORDERED_RESOURCES) used[resource] -= replacing.limits[resource];
  }
  const errors: FieldError[] = ORDERED_RESOURCES.filter((resource) => used[resource] + requested[resource] > limits[resource]).map((resource) => ({
    field: `body.${resource}`,
    message: `is over your limit: ${Math.max(0, limits[resource] - used[resource])} left`,
  }));
  if (used.servers >= limits.servers) errors.push({ field: 'body', message: `would pass your limit of ${limits.servers} servers` });
  return errors;
}

/**
 * Renames and resizes a server within its owner's limits (the problems otherwise); one
 * suspended for exceeding them is unsuspended once it fits.
 */
export function resizeServer(server: Server, name: string, resources: OrderedResources): FieldError[] {
  const owner = db.users.get(server.uid) ?? fail(404, `User ${server.uid} not found`);
  const errors = overLimits(owner, resources, server);
  if (errors.length > 0) return errors;
  server.name = name;
  server.limits = { ...resources, servers: 1 };
  if (server.suspentionReason === 'RESOURCES_EXCEEDED') {
    server.suspended = null;
    server.suspentionReason = null;
    server.expires = null;
  }
  return [];
}

/**
 * Renames a server and moves it to another renewable plan sold for its billing cycle; keeping its
 * plan, it is only renamed (whatever its cycle).
 */
export function switchPlan(server: Server, name: string, planId: string): void {
  if (planId === server.plan) {
    server.name = name;
    return;
  }
  const plan = planById(planId);
  const cycles: readonly number[] = plan.billingCycles;
  if (!plan.renewable || !cycles.includes(server.billingCycle ?? -1)) fail(400, `This server cannot switch to ${plan.name}`);
  // The server stays where it is: a location or game that requires a plan must still be opened
  // by the new one (or a plan the owner holds), as when the server was ordered.
  const owner = db.users.get(server.uid) ?? fail(404, `User ${server.uid} not found`);
  const egg = db.domain.eggs.find((candidate) => candidate._id === server.egg) ?? null;
  const unmet = unmetRequirement(locationById(server.location), egg, customerOf(owner, plan._id));
  if (unmet) fail(400, `${unmet.name} takes servers on ${planNames(unmet.missing)} only: this server cannot switch to ${plan.name}`);
  server.name = name;
  server.plan = plan._id;
  server.limits = { ...plan.productContent, servers: 1 };
}

const REFUSAL_STATUS: Record<PlanRefusal, number> = { invisible: 400, cycle: 403, referrals: 403, notYet: 400, ended: 400, soldOut: 400, limit: 400, held: 400 };

function refusalMessage(plan: Plan, refusal: PlanRefusal, cycle: number, referrals: number): string {
  switch (refusal) {
    case 'invisible':
      return `${plan.name} is not on sale: it is hidden from the catalogue`;
    case 'cycle':
      return `${plan.name} is not sold for a cycle of ${cycle} hours`;
    case 'referrals':
      return `${plan.name} needs ${plan.conditions?.minimumReferrals ?? 0} referrals; you have ${referrals}`;
    case 'notYet':
      return `${plan.name} is not available yet`;
    case 'ended':
      return `${plan.name} is no longer available`;
    case 'soldOut':
      return `${plan.name} is out of stock`;
    case 'limit':
      return `A customer may have ${plan.amountAllowedPerCustomer ?? 0} ${plan.name} servers`;
    case 'held':
      return `You already hold ${plan.name}`;
    default:
      return `${plan.name} cannot be ordered now`;
  }
}

/** The customer's servers and waiting orders on this plan. */
export const heldOf = (user: DbUser, planId: string): number => [...db.domain.servers, ...db.domain.queue].filter((item) => item.uid === user._id && item.plan === planId).length;

/**
 * The plan if this user may order it for `cycle` now (the panel's planRefusals, first reason
 * wins): a hidden (invisible) plan is not on sale, even to someone who knows its id;
 * non-renewable plans sell one-time (-1) only, and with `features.pspPlansConditions` a plan's
 * referral condition applies. `held` counts toward the plan's per-customer cap: by default
 * the user's servers and waiting orders on it; a premium plan bought in the shop counts the
 * user's plans instead.
 */
export function orderablePlan(user: DbUser, planId: string, cycle: number, held: number = heldOf(user, planId), alreadyHeld = false): Plan {
  const plan = planById(planId);
  const referrals = referredBy(user._id).length;
  const [refusal] = planRefusals(plan, cycle, { now: now(), held, referrals, conditionsApply: db.config.features.pspPlansConditions, alreadyHeld });
  if (refusal !== undefined) fail(REFUSAL_STATUS[refusal], refusalMessage(plan, refusal, cycle, referrals));
  return plan;
}

const DISCOUNT_PROBLEMS: Record<DiscountProblem, (code: string, plan: Plan) => string> = {
  expired: (code) => `${code} has expired`,
  usedUp: (code) => `${code} has been used up`,
  notForPlan: (code, plan) => `${code} does not apply to ${plan.name}`,
};

/** The discount a code gives on this plan; fails 404 for an unknown code, 400 when it does not apply. */
export function discountFor(code: string, plan: Plan): DiscountCode {
  const discount = db.domain.discounts.find((candidate) => candidate.code === code) ?? fail(404, 'Invalid discount code');
  const problem = discountProblem(discount, plan._id, now());
  if (problem !== null) fail(400, DISCOUNT_PROBLEMS[problem](code, plan));
  return discount;
}

function activationInvoice(entry: QueueEntry, plan: Plan, serverId: string): Invoice {
  const discount = entry.discount === null ? undefined : db.domain.discounts.find((candidate) => candidate.code === entry.discount);
  return planInvoice({ user: entry.uid, name: `${plan.name}: ${entry.name}`, plan, cycle: entry.billingCycle ?? -1, discount: discount ?? null, attachedServer: serverId, duedate: now() + ACTIVATION_DUE_MS });
}

const isExempt = (owner: DbUser | undefined, rule: CoinRenewal): boolean => owner !== undefined && holds(owner, rule.exceptions);

/**
 * The server's next coin renewal under its location's rule: kept while one runs, started (now
 * plus the rule's hours) when none does; none without a rule or for an exempt owner.
 */
export function coinRenewalUnder(location: LocationDoc, server: Pick<Server, 'uid' | 'nextCoinsRenewal'>): number | null {
  const rule = location.coinRenewal;
  if (!rule || isExempt(db.users.get(server.uid), rule)) return null;
  return server.nextCoinsRenewal ?? now() + rule.hours * HOUR;
}

function place(entry: QueueEntry, location: LocationDoc): Server {
  db.domain.queue.splice(db.domain.queue.indexOf(entry), 1);
  const plan = entry.plan === null ? undefined : db.domain.plans.find((candidate) => candidate._id === entry.plan);
  const serverId = `srv-${newId().slice(0, 12)}`;
  const invoice = plan ? activationInvoice(entry, plan, serverId) : null;
  const server: Server = {
    _id: serverId,
    uid: entry.uid,
    name: entry.name,
    location: location._id,
    egg: entry.egg,
    platform: location.platform,
    created: now(),
    expires: null,
    suspended: null,
    suspentionReason: null,
    awaitingPayment: invoice !== null,
    invoice: invoice?._id ?? null,
    renewal: null,
    nextCoinsRenewal: coinRenewalUnder(location, { uid: entry.uid, nextCoinsRenewal: null }),
    plan: entry.plan,
    billingCycle: entry.billingCycle,
    // The game panel installs it; staff (or the panel's callback) mark it installed.
    installed: false,
    limits: entry.limits ?? { ...(plan?.productContent ?? accountOf(entry.uid).limits), servers: 1 },
  };
  db.domain.servers.push(server);
  return server;
}

/** Places the location's waiting orders while it has room: highest priority first, then oldest. */
export function placeQueued(locationId: string): Map<QueueEntry, Server> {
  const placed = new Map<QueueEntry, Server>();
  const location = db.domain.locations.find((candidate) => candidate._id === locationId);
  if (!location) return placed;
  const waiting = db.domain.queue.filter((entry) => entry.location === locationId).sort((a, b) => b.priority - a.priority || a.created - b.created);
  for (const entry of waiting) {
    if (location.maintenance || isFull(db.domain, location)) break;
    placed.set(entry, place(entry, location));
  }
  return placed;
}

/** Queues an order (every order queues first), taking plan stock and a discount claim, then places what fits. */
export function queueOrder(order: Omit<QueueEntry, '_id' | 'created'>): { entry: QueueEntry; server: Server | null } {
  const entry: QueueEntry = { _id: `queue-${newId().slice(0, 12)}`, created: now(), ...order };
  db.domain.queue.push(entry);
  const plan = order.plan === null ? undefined : db.domain.plans.find((candidate) => candidate._id === order.plan);
  if (plan) {
    if (plan.stock !== null) plan.stock -= 1;
    plan.purchases += 1;
  }
  const discount = order.discount === null ? undefined : db.domain.discounts.find((candidate) => candidate.code === order.discount);
  discount?.redeemed.push(order.uid);
  return { entry, server: placeQueued(order.location).get(entry) ?? null };
}

/** Gives back the claim of a discount code that an order which did not go ahead took for this user. */
function releaseDiscountClaim(code: string | null | undefined, userId: string): void {
  const discount = code ? db.domain.discounts.find((candidate) => candidate.code === code) : undefined;
  const claim = discount ? discount.redeemed.lastIndexOf(userId) : -1;
  if (discount && claim >= 0) discount.redeemed.splice(claim, 1);
}

/**
 * Gives back what an order that did not go ahead took (queueOrder): its plan unit (stock, and
 * the purchase counted) and its discount claim.
 */
function giveBackOrder(planId: string | null | undefined, discountCode: string | null | undefined, userId: string): void {
  const plan = planId ? db.domain.plans.find((candidate) => candidate._id === planId) : undefined;
  if (plan) {
    if (plan.stock !== null) plan.stock += 1;
    plan.purchases = Math.max(0, plan.purchases - 1);
  }
  releaseDiscountClaim(discountCode, userId);
}

/** Removes waiting orders, giving back the plan unit and the discount claim they took. */
export function dropQueued(entries: readonly QueueEntry[]): void {
  for (const entry of entries) {
    db.domain.queue.splice(db.domain.queue.indexOf(entry), 1);
    giveBackOrder(entry.plan, entry.discount, entry.uid);
  }
}

/** Moves a server to another location, under that location's rules and coin renewal. */
export function transferServer(server: Server, locationId: string): void {
  if (server.location === locationId) fail(400, 'The server is already in this location');
  const target = db.domain.locations.find((location) => location._id === locationId) ?? fail(400, `Unknown location ${locationId}`);
  const owner = db.users.get(server.uid) ?? fail(404, `User ${server.uid} not found`);
  // Sold by plan, the server's own plan opens a location that requires it, as when it was ordered.
  const ownPlan = instanceMode(db.config.features) === 'plans' && server.plan ? server.plan : undefined;
  assertMayUse(owner, target, db.domain.eggs.find((egg) => egg._id === server.egg) ?? null, ownPlan);
  if (isFull(db.domain, target)) fail(409, `${target.name} is full`);
  const from = server.location;
  server.location = target._id;
  server.platform = target.platform;
  server.nextCoinsRenewal = coinRenewalUnder(target, server);
  placeQueued(from);
}

/**
 * Renews a server with its owner's coins: `amount` coins move `nextCoinsRenewal` on by
 * `hours` (from now once it has passed), and a missed renewal's suspension is lifted.
 * Renewal opens half a period before it is due.
 */
export function renewWithCoins(server: Server): { coins: number; nextCoinsRenewal: number } {
  const location = locationById(server.location);
  const rule = location.coinRenewal ?? fail(400, `${location.name} does not renew servers with coins`);
  const owner = db.users.get(server.uid) ?? fail(404, `User ${server.uid} not found`);
  if (isExempt(owner, rule)) fail(400, 'The owner’s plan exempts this server from coin renewals');
  const due = server.nextCoinsRenewal ?? now();
  const opensAt = due - (rule.hours * HOUR) / 2;
  if (now() < opensAt) fail(409, `This server can be renewed from ${new Date(opensAt).toISOString()}`);
  if (owner.coins < rule.amount) fail(403, `Renewing costs ${rule.amount} coins; ${owner.coins} left`);
  moveCoins(owner, -rule.amount, 'renewal', server.name);
  server.nextCoinsRenewal = Math.max(due, now()) + rule.hours * HOUR;
  if (server.suspentionReason === 'RENEWAL_REQUIRED') {
    server.suspended = null;
    server.suspentionReason = null;
  }
  return { coins: owner.coins, nextCoinsRenewal: server.nextCoinsRenewal };
}

/**
 * Gives up a server whose activation invoice fell due unpaid: the invoice is withdrawn (nothing
 * is left to pay for), the plan unit and the discount claim the order took go back, and the slot
 * to the queue.
 */
export function expireActivation(server: Server): void {
  const invoice = server.invoice === null ? undefined : db.invoices.get(server.invoice);
  if (invoice) db.invoices.delete(invoice._id);
  giveBackOrder(server.plan, invoice?.discount?.code, server.uid);
  deleteServer(server);
}

/** Deletes a server; its location's queue then moves up. */
export function deleteServer(server: Server): void {
  db.domain.servers.splice(db.domain.servers.indexOf(server), 1);
  placeQueued(server.location);
}

/**
 * Staff remove a server its owner renewed with coins: the part of the renewed period still
 * ahead is given back, at the location's rate and never more than the coins the owner spent on
 * this server's renewals (a period the server came with is not theirs to refund). The owner
 * deleting it themselves is refunded nothing (the renew dialog says so). The coins it gives back.
 */
export function refundUnusedCoinRenewal(server: Server): number {
  const owner = db.users.get(server.uid);
  const rule = db.domain.locations.find((location) => location._id === server.location)?.coinRenewal;
  const paidUntil = server.nextCoinsRenewal;
  if (!owner || !rule || paidUntil === null || paidUntil === undefined || paidUntil <= now() || rule.hours <= 0) return 0;
  const spent = -db.domain.coinLedger
    .filter((movement) => movement.user === owner._id && movement.reason === 'renewal' && movement.detail === server.name)
    .reduce((sum, movement) => sum + movement.amount, 0);
  const unused = Math.floor((rule.amount * (paidUntil - now())) / (rule.hours * HOUR));
  const refund = Math.min(spent, unused);
  if (refund > 0) moveCoins(owner, refund, 'refund', server.name);
  return refund;
}

/**
 * The owner deletes a server: its unpaid invoice (activation or renewal) is withdrawn when
 * nothing was received for it, since nothing is left to pay for, and with the server gone no
 * renewal is issued again, so a subscription paying it charges no more. An order withdrawn
 * before its activation was paid gives back its plan unit and discount claim, as a cancelled
 * one does. (A deleted account keeps its invoices on record: account-settings.ts.)
 */
export function deleteServerForOwner(server: Server): void {
  const invoice = server.invoice === null ? undefined : db.invoices.get(server.invoice);
  if (invoice && !invoice.paid && invoice.received === 0) {
    db.invoices.delete(invoice._id);
    if (server.awaitingPayment) giveBackOrder(server.plan, invoice.discount?.code, server.uid);
  }
  deleteServer(server);
}

/**
 * A paid activation invoice activates its server, whose first period starts now; a paid renewal
 * invoice adds a period to the one paid (from now when paid after it ended) and lifts the
 * suspension its lateness caused.
 */
export function settleServerInvoice(invoiceId: string, paidAt: number): void {
  for (const server of db.domain.servers) {
    if (server.invoice !== invoiceId) continue;
    const activation = server.awaitingPayment || server.renewal === null;
    server.awaitingPayment = false;
    server.invoice = null;
    if (server.billingCycle === null || server.billingCycle <= 0) continue;
    const period = server.billingCycle * HOUR;
    server.renewal = activation || server.renewal === null ? paidAt + period : Math.max(server.renewal, paidAt) + period;
    if (!activation && server.suspentionReason === 'RENEWAL_REQUIRED') {
      server.suspended = null;
      server.suspentionReason = null;
    }
  }
}

/** The invoice that renews a server's plan for one more cycle; a recurrent discount it was ordered with applies again. */
export function issueRenewalInvoice(server: Server): Invoice | null {
  const plan = db.domain.plans.find((candidate) => candidate._id === server.plan);
  if (!plan || server.billingCycle === null || server.renewal === null) return null;
  const ordered = [...db.invoices.values()].filter((invoice) => invoice.attachedServer === server._id && invoice.discount !== null).at(-1)?.discount;
  const invoice = planInvoice({
    user: server.uid,
    name: `${plan.name}: ${server.name} (renewal)`,
    plan,
    cycle: server.billingCycle,
    discount: ordered?.recurrent ? ordered : null,
    attachedServer: server._id,
    duedate: server.renewal,
  });
  server.invoice = invoice._id;
  return invoice;
}
