import type { QueueInfo, Server, ServerCreateRequest, ServerOrderResponse } from '@panel/api/contract';
import { instanceMode } from '@panel/rules';
import { missingTurnstile } from '../auth/checks';
import { now } from '../clock';
import { badRequest } from '../contract/with-contract';
import { db, type DbUser } from '../db';
import { eggView, locationView } from '../domain/catalogue';
import { audit, changesBetween } from '../domain/collections';
import {
  assertMayUse,
  deleteServerForOwner,
  refundUnusedCoinRenewal,
  discountFor,
  dropQueued,
  eggById,
  locationById,
  ORDERED_RESOURCES,
  orderablePlan,
  overLimits,
  priorityOf,
  queueEntryById,
  queuesByPriority,
  queueOrder,
  renewWithCoins,
  resizeServer,
  serverById,
  switchPlan,
  transferServer,
  type OrderedResources,
} from '../domain/servers';
import type { Session } from '../http/auth-guard';
import { defineHandler, fail } from '../http/define-handler';
import { assertOwnerOrAdmin, assertOwnerOrStaff } from '../http/ownership';

/** The resource-split order's resources; fails 400 naming the first one missing. */
function orderedResources(order: ServerCreateRequest): OrderedResources {
  const missing = ORDERED_RESOURCES.filter((resource) => order[resource] === undefined);
  if (missing.length > 0) fail(400, `${missing.map((resource) => `body.${resource}`).join(', ')} required in the resource split`);
  return Object.fromEntries(ORDERED_RESOURCES.map((resource) => [resource, order[resource] ?? 0])) as OrderedResources;
}

/** Queues the order (placing it at once when its location has room) the way the instance sells servers. */
function placeOrder(user: DbUser, order: ServerCreateRequest): ServerOrderResponse | Response {
  const egg = eggById(order.software);
  const location = locationById(order.location);
  const plansMode = instanceMode(db.config.features) === 'plans';
  // Sold by plan, the order's own plan opens a location or egg that requires it.
  assertMayUse(user, location, egg, plansMode ? order.plan : undefined);
  const common = { uid: user._id, name: order.name.trim(), location: location._id, egg: egg._id, priority: priorityOf(user) };

  if (plansMode) {
    if (order.plan === undefined || order.billingCycle === undefined) return fail(400, 'plan and billingCycle are required when servers are sold by plan');
    const plan = orderablePlan(user, order.plan, order.billingCycle);
    if (order.discount !== undefined) discountFor(order.discount, plan);
    const { entry, server } = queueOrder({ ...common, limits: null, plan: plan._id, billingCycle: order.billingCycle, discount: order.discount ?? null });
    return { message: server ? 'Server created; pay its invoice to activate it' : 'Order queued', queue: entry._id, server: server?._id ?? null, invoice: server?.invoice ?? null };
  }

  const resources = orderedResources(order);
  const errors = overLimits(user, resources);
  if (errors.length > 0) return badRequest(errors);
  const { entry, server } = queueOrder({ ...common, limits: { ...resources, servers: 1 }, plan: null, billingCycle: null, discount: null });
  return { message: server ? 'Server created' : 'Order queued', queue: entry._id, server: server?._id ?? null, invoice: null };
}

/** How long the same order again is taken for a repeat of the first (a double click), not a second order. */
const REPEAT_ORDER_MS = 10_000;
const lastOrders = new Map<string, { key: string; at: number; response: ServerOrderResponse }>();

/** The answer to this user's identical order of a moment ago, while what it made still exists. */
function repeatedOrder(userId: string, key: string): ServerOrderResponse | undefined {
  const last = lastOrders.get(userId);
  if (!last || last.key !== key || now() - last.at > REPEAT_ORDER_MS) return undefined;
  const stillThere = last.response.server ? db.domain.servers.some((server) => server._id === last.response.server) : db.domain.queue.some((entry) => entry._id === last.response.queue);
  return stillThere ? last.response : undefined;
}

/**
 * Runs `change` on the server for its owner, or for an ADMIN acting for them (STAFF read servers
 * but change none); an admin's change of someone else's server is audited like every staff write.
 */
function changeServerAs<T>(session: Session, server: Server, change: () => T): T {
  assertOwnerOrAdmin(session, server.uid);
  if (session.user._id === server.uid) return change();
  const before = structuredClone(server);
  const result = change();
  const changes = changesBetween(before as never, server as never);
  if (Object.keys(changes).length > 0) audit(session.user._id, 'edit', 'servers', server._id, changes);
  return result;
}

/** Creating, moving, renewing and deleting servers, and the orders waiting for a slot. */
export const serverHandlers = [
  defineHandler({
    operation: 'createServer',
    auth: 'user',
    handle: ({ body, session: { user } }): ServerOrderResponse | Response => {
      const order = body as ServerCreateRequest;
      const noChallenge = missingTurnstile(order.turnstile);
      if (noChallenge) return noChallenge;
      const key = JSON.stringify({ ...order, turnstile: undefined });
      const repeat = repeatedOrder(user._id, key);
      if (repeat) return repeat;
      const response = placeOrder(user, order);
      if (!(response instanceof Response)) lastOrders.set(user._id, { key, at: now(), response });
      return response;
    },
  }),
  defineHandler({
    operation: 'editServer',
    auth: 'user',
    handle: ({ params, body, session }) => {
      const server = serverById(params.id ?? '');
      return changeServerAs(session, server, () => {
        if (instanceMode(db.config.features) === 'plans') fail(400, 'When servers are sold by plan, a server changes by its plan (editPsp)');
        const edit = body as ServerCreateRequest;
        const errors = resizeServer(server, edit.name.trim(), orderedResources(edit));
        return errors.length > 0 ? badRequest(errors) : null;
      });
    },
  }),

  defineHandler({
    operation: 'editServerPlan',
    auth: 'user',
    handle: ({ params, body, session }) => {
      const server = serverById(params.id ?? '');
      return changeServerAs(session, server, () => {
        if (instanceMode(db.config.features) === 'resources') fail(400, 'In the resource split, a server is resized (edit)');
        switchPlan(server, String(body.name).trim(), String(body.plan));
        return null;
      });
    },
  }),

  defineHandler({
    operation: 'transferServer',
    auth: 'user',
    handle: ({ params, body, session }) => {
      const server = serverById(params.id ?? '');
      return changeServerAs(session, server, () => {
        transferServer(server, String(body.location));
        return { message: `Moved to ${locationById(server.location).name}` };
      });
    },
  }),

  defineHandler({
    operation: 'renewServer',
    auth: 'user',
    handle: ({ params, body, session }) => {
      const server = serverById(params.id ?? '');
      return changeServerAs(session, server, () => missingTurnstile(body.turnstile) ?? renewWithCoins(server));
    },
  }),

  defineHandler({
    operation: 'disableAutomaticRenewal',
    auth: 'user',
    handle: ({ params, session }) => {
      const server = serverById(params.id ?? '');
      return changeServerAs(session, server, () => {
        if (server.billingCycle === null || server.billingCycle <= 0 || server.renewal === null) fail(400, 'This server does not renew by itself');
        server.autoRenewal = false;
        return null;
      });
    },
  }),

  defineHandler({
    operation: 'deleteServer',
    auth: 'user',
    handle: ({ params, query, session }) => {
      const server = serverById(params.id ?? '');
      assertOwnerOrAdmin(session, server.uid);
      if (query.get('ignorePtero') === 'true' && session.user.rank !== 'ADMIN') fail(403, 'ignorePtero is for admins');
      const before = structuredClone(server);
      if (session.user._id !== before.uid) refundUnusedCoinRenewal(server);
      deleteServerForOwner(server);
      // An admin deleting someone else's server leaves a trace, as every other staff write does.
      if (session.user._id !== before.uid) audit(session.user._id, 'delete', 'servers', before._id, changesBetween(before as never, null));
      return null;
    },
  }),

  defineHandler({
    operation: 'getQueueEntry',
    auth: 'user',
    handle: ({ params, session }) => {
      const entry = queueEntryById(params.id ?? '');
      assertOwnerOrStaff(session, entry.uid);
      const location = locationById(entry.location);
      const egg = db.domain.eggs.find((candidate) => candidate._id === entry.egg);
      const line = db.domain.queue.filter((other) => other.location === entry.location).sort((a, b) => b.priority - a.priority || a.created - b.created);
      const info: QueueInfo = {
        _id: entry._id,
        name: entry.name,
        priority: entry.priority,
        location: locationView(db.domain, location),
        egg: egg ? eggView(db.domain, egg) : null,
        position: { current: line.indexOf(entry) + 1, total: line.length },
        queuesbypriority: queuesByPriority(entry.location),
      };
      return { info };
    },
  }),

  defineHandler({
    operation: 'cancelQueueEntry',
    auth: 'user',
    handle: ({ params, session }) => {
      const entry = queueEntryById(params.id ?? '');
      assertOwnerOrAdmin(session, entry.uid);
      dropQueued([entry]);
      if (session.user._id !== entry.uid) audit(session.user._id, 'delete', 'queue', entry._id, changesBetween(entry as never, null));
      return null;
    },
  }),
];
