import type { PaymentTransaction, ServerView } from '@panel/api/contract';
import { now } from '../clock';
import { db } from '../db';
import { eggView, locationView } from '../domain/catalogue';
import { deletionAt, serverState } from '../domain/server-lifecycle';
import { locationById, queuesByPriority } from '../domain/servers';
import { usageReport } from '../domain/usage';
import { defineHandler, fail } from '../http/define-handler';
import { assertOwnerOrStaff } from '../http/ownership';

const FUNDS_HISTORY_LENGTH = 10;

function serverView(id: string): ServerView {
  const { domain } = db;
  const server = domain.servers.find((candidate) => candidate._id === id) ?? fail(404, `Server ${id} not found`);
  const location = domain.locations.find((candidate) => candidate._id === server.location) ?? fail(404, `Location ${server.location} not found`);
  const egg = domain.eggs.find((candidate) => candidate._id === server.egg);
  const owner = db.users.get(server.uid);
  return {
    _id: server._id,
    name: server.name,
    state: serverState(server, location),
    suspended: server.suspended !== null,
    suspentionReason: server.suspentionReason,
    deletionAt: deletionAt(server, db.config.settings.deletionThreshold),
    identifier: server._id.replace(/^srv-/, '').slice(0, 8),
    node: locationView(domain, location),
    egg: egg ? eggView(domain, egg) : null,
    owner: { _id: server.uid, username: owner?.username ?? 'Deleted user' },
    db: server,
  };
}

/** The customer's read calls over the domain: catalogue, their servers, content, their money. */
export const domainHandlers = [
  defineHandler({
    operation: 'listLocations',
    auth: 'public',
    handle: () => ({ locations: db.domain.locations.map((location) => locationView(db.domain, location)) }),
  }),

  defineHandler({
    operation: 'pingLocation',
    auth: 'public',
    handle: ({ params }) => {
      locationById(params.id ?? '');
      return null;
    },
  }),

  defineHandler({
    operation: 'getLocationQueues',
    auth: 'public',
    handle: ({ params }) => {
      const queues = queuesByPriority(locationById(params.id ?? '')._id);
      return { total: queues.staff + queues.premium + queues.free, queuesbypriority: queues };
    },
  }),

  defineHandler({
    operation: 'listEggs',
    auth: 'public',
    handle: () => ({ eggs: db.domain.eggs.map((egg) => eggView(db.domain, egg)).sort((a, b) => b.servers - a.servers) }),
  }),

  defineHandler({
    operation: 'getEgg',
    auth: 'public',
    handle: ({ params }) => {
      const egg = db.domain.eggs.find((candidate) => candidate._id === params.id) ?? fail(404, `Egg ${params.id} not found`);
      return { egg: eggView(db.domain, egg) };
    },
  }),

  defineHandler({
    operation: 'listUserServers',
    auth: 'user',
    handle: ({ params, session }) => {
      assertOwnerOrStaff(session, params.id ?? '');
      if (!db.users.has(params.id ?? '')) fail(404, `User ${params.id} not found`);
      const own = <T extends { uid: string; _id: string }>(items: T[]) => items.filter((item) => item.uid === params.id).map((item) => item._id);
      return { servers: own(db.domain.servers), serversQueue: own(db.domain.queue) };
    },
  }),

  defineHandler({
    operation: 'getUserUsage',
    auth: 'user',
    handle: ({ params, session }) => {
      const user = db.users.get(params.id ?? '') ?? fail(404, `User ${params.id} not found`);
      assertOwnerOrStaff(session, user._id);
      return usageReport(user);
    },
  }),

  defineHandler({
    operation: 'getServer',
    auth: 'user',
    handle: ({ params, session }) => {
      const view = serverView(params.id ?? '');
      assertOwnerOrStaff(session, view.db.uid);
      return { server: view };
    },
  }),

  defineHandler({
    operation: 'listArticles',
    auth: 'public',
    handle: () => ({
      articles: db.domain.articles
        .filter((article) => article.published <= now() && article.draft !== true)
        .sort((a, b) => b.published - a.published)
        .map((article) => {
          // The author's name, which a customer could not look up from the id; none for a deleted author.
          const author = db.users.get(article.author);
          return author ? { ...article, authorName: author.username } : article;
        }),
    }),
  }),

  defineHandler({
    operation: 'getFundsHistory',
    auth: 'user',
    handle: ({ session }) => {
      const mine: PaymentTransaction[] = db.domain.transactions.filter((transaction) => transaction.user === session.user._id);
      return { transactions: mine.sort((a, b) => b.date - a.date).slice(0, FUNDS_HISTORY_LENGTH) };
    },
  }),

  defineHandler({
    operation: 'getCoupon',
    auth: 'public',
    handle: ({ params }) => ({
      coupon: db.domain.coupons.find((coupon) => coupon.code === params.code) ?? fail(404, 'Invalid code'),
    }),
  }),

  defineHandler({
    operation: 'getDiscountCode',
    auth: 'public',
    handle: ({ params }) => ({
      discount: db.domain.discounts.find((discount) => discount.code === params.code) ?? fail(404, 'Invalid discount code'),
    }),
  }),

  defineHandler({
    operation: 'listSidebarLinks',
    auth: 'public',
    // By the admin's order (stable: equal orders keep their creation order).
    handle: () => ({ items: [...db.domain.sidebarLinks].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)) }),
  }),
];
