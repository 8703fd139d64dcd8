import { randomBytes } from 'node:crypto';
import type { AuditEntry, CollectionName, Invoice, PaymentTransaction, StaffUser } from '@panel/api/contract';
import { now } from '../clock';
import type { FieldError } from '../contract/validator';
import { db, publicUser, type DbUser } from '../db';
import { hashApiKey } from '../seed/content';
import { DEFAULT_LIMITS } from '../seed/users';
import { accountOf } from './accounts';
import { activeBan } from './bans';
import { eggView, locationView } from './catalogue';
import { articleProblems, planProblems } from './catalogue-rules';
import { moveCoins } from './coin-ledger';
import { setBalance } from './funds-ledger';
import { revenueOf } from './revenue';
import { newId } from './ids';
import { serverState } from './server-lifecycle';
import { invoiceStatusView, uniqueCode } from './staff-money';
import { isExpired } from './api-keys';
import type { AccountRecord, StoredApiKey } from './state';
import { currentOrigin } from '../http/request-origin';

type Doc = Record<string, unknown> & { _id: string };
type Rank = 'staff' | 'admin' | 'nobody';

const DAY = 86_400_000;

/** One staff collection: who reads and writes it, where it lives, how a new document starts. */
export interface CollectionSpec {
  read: Exclude<Rank, 'nobody'>;
  write: Rank;
  /** `<Collection>Input` in the contract: what create and edit may send. */
  inputSchema: string | null;
  all(): Doc[];
  /** What staff see of a stored document (computed fields in, secrets out). */
  view(doc: Doc): Doc;
  /** The stored document for new `data`; may add a value shown once (an API key's secret). */
  create(data: Record<string, unknown>, actorId: string): { doc: Doc; secret?: string };
  insert(doc: Doc): void;
  remove(id: string): void;
  /** Applies validated fields to the stored document. */
  update(doc: Doc, fields: Record<string, unknown>): void;
  /** Rules beyond the input schema (a unique code or slug), as field errors on the fields sent; `doc` is null on create. */
  check?(fields: Record<string, unknown>, doc: Doc | null): FieldError[];
  /** The record a document belongs to, for its audit entries (an item note's user, coupon or discount). */
  about?(doc: Doc): AuditEntry['about'];
}

const asDoc = <T extends { _id: string }>(value: T): Doc => value as unknown as Doc;

/** A collection stored as an array in `db.domain`. */
function arrayCollection(
  key: Exclude<keyof typeof db.domain, 'accounts'>,
  options: Partial<CollectionSpec> & Pick<CollectionSpec, 'read' | 'write' | 'inputSchema'>,
): CollectionSpec {
  const items = () => db.domain[key] as unknown as Doc[];
  return {
    all: () => items(),
    view: (doc) => doc,
    create: (data) => ({ doc: { _id: newId(), ...data } }),
    insert: (doc) => items().push(doc),
    remove: (id) => {
      const list = items();
      list.splice(list.findIndex((doc) => doc._id === id), 1);
    },
    update: (doc, fields) => Object.assign(doc, fields),
    ...options,
  };
}

export function staffUserView(user: DbUser): StaffUser {
  const { firstLogin, lastSeen, referrer, code, limits, pid } = accountOf(user._id);
  const ban = activeBan(user);
  // `banned` is derived so a list can be filtered on it.
  return { ...publicUser(user), firstLogin, lastSeen, referrer, code, limits, pid, ban, banned: ban !== null };
}

/** A location with the fields applied, where a `pid` of null removes the game panel's location id. */
function withPanelId<T extends Record<string, unknown>>(doc: T, { pid, ...fields }: Record<string, unknown>): T {
  Object.assign(doc, fields);
  if (pid === null) delete doc.pid;
  else if (pid !== undefined) Object.assign(doc, { pid });
  return doc;
}

const usersCollection: CollectionSpec = {
  read: 'staff',
  write: 'admin',
  inputSchema: 'UsersInput',
  all: () => [...db.users.values()] as unknown as Doc[],
  view: (doc) => asDoc(staffUserView(doc as unknown as DbUser)),
  create: (data) => ({
    doc: { _id: newId(), username: '', email: '', avatarUrl: '', rank: 'USER', balance: 0, coins: 0, verified: false, plans: [], passwordHash: '', ...data },
  }),
  insert: (doc) => db.users.set(doc._id, doc as unknown as DbUser),
  remove: (id) => {
    db.users.delete(id);
    db.domain.accounts.delete(id);
  },
  update: (doc, { limits, coins, balance, ...fields }) => {
    const user = doc as unknown as DbUser;
    Object.assign(doc, fields);
    // A staff change of the balance is in the customer's ledger too (their funds history).
    if (typeof balance === 'number' && balance !== user.balance) setBalance(user, balance, 'staff-adjustment');
    // A staff change of coins goes through the ledger like any other, so the history adds up.
    if (typeof coins === 'number' && coins !== user.coins) moveCoins(user, coins - user.coins, 'staff', 'Changed by staff');
    if (limits !== undefined) accountOf(doc._id).limits = limits as AccountRecord['limits'];
  },
};

const invoicesCollection: CollectionSpec = {
  read: 'staff',
  write: 'staff',
  inputSchema: 'InvoicesInput',
  all: () => [...db.invoices.values()] as unknown as Doc[],
  // With `status` (paid, partly-paid, unpaid) and `method` at the top, for the staff filters.
  view: (doc) => invoiceStatusView(doc),
  create: (data) => {
    const invoice: Invoice = {
      _id: newId(), user: '', name: '', amount: 0, paid: false, paidpartial: false, paiddate: 0, duedate: now(), item: 'custom', billingCycle: -1,
      paypalOrder: null, stripeSubscription: null, transaction: null, discount: null, received: 0,
      ...(data as Partial<Invoice>),
    };
    return { doc: asDoc(invoice) };
  },
  insert: (doc) => db.invoices.set(doc._id, doc as unknown as Invoice),
  remove: (id) => db.invoices.delete(id),
  update: (doc, fields) => {
    Object.assign(doc, fields);
    // Derived, as a real server keeps it.
    doc.paidpartial = doc.paid !== true && Number(doc.received) > 0;
  },
};

/** An API key's fields with `expiresInDays` turned into `expires`, counted from now by the mock's clock. */
function expiryFromDays({ expiresInDays, ...fields }: Record<string, unknown>): Record<string, unknown> {
  return typeof expiresInDays === 'number' ? { ...fields, expires: now() + expiresInDays * DAY } : fields;
}

/** What an item note is about: its `item` is the id of a user, a coupon or a discount. */
function noteSubject(id: string): AuditEntry['about'] {
  if (db.users.has(id)) return { collection: 'users', id };
  if (db.domain.coupons.some((coupon) => coupon._id === id)) return { collection: 'coupons', id };
  if (db.domain.discounts.some((discount) => discount._id === id)) return { collection: 'discounts', id };
  return undefined;
}

/** Every staff collection of the reference backend, with its rank rules. */
export const COLLECTIONS: Record<CollectionName, CollectionSpec> = {
  users: usersCollection,
  invoices: invoicesCollection,
  servers: arrayCollection('servers', {
    read: 'staff',
    write: 'admin',
    inputSchema: 'ServersInput',
    // Its card's state, so staff can filter the list by it.
    view: (doc) => ({ ...doc, state: serverState(doc as never, db.domain.locations.find((location) => location._id === doc.location)) }),
  }),
  itemNotes: arrayCollection('itemNotes', {
    read: 'staff',
    write: 'staff',
    inputSchema: 'ItemNotesInput',
    create: (data, actorId) => ({ doc: { _id: newId(), author: actorId, date: now(), item: '', content: '', ...data } }),
    about: (doc) => noteSubject(String(doc.item)),
  }),
  locations: arrayCollection('locations', {
    read: 'admin',
    write: 'admin',
    inputSchema: 'LocationsInput',
    view: (doc) => asDoc(locationView(db.domain, doc as never)),
    create: (data) => ({
      doc: withPanelId({ _id: newId(), flag: '', platform: 'PTERODACTYL', latencyurl: '', requiredRank: 0, maintenance: false, requiredSubscriptions: [], coinRenewal: null }, data),
    }),
    update: (doc, fields) => withPanelId(doc, fields),
  }),
  eggs: arrayCollection('eggs', {
    read: 'admin',
    write: 'admin',
    inputSchema: 'EggsInput',
    view: (doc) => asDoc(eggView(db.domain, doc as never)),
    create: (data) => ({ doc: { _id: newId(), description: '', icon: '', requiredSubscriptions: [], envVars: {}, ...data } }),
  }),
  coupons: arrayCollection('coupons', {
    read: 'admin',
    write: 'admin',
    inputSchema: 'CouponsInput',
    check: (fields, doc) => uniqueCode(db.domain.coupons, fields, doc),
    create: (data, actorId) => ({ doc: { _id: newId(), expires: null, createdBy: actorId, redeemed: [], ...data } }),
  }),
  discounts: arrayCollection('discounts', {
    read: 'admin',
    write: 'admin',
    inputSchema: 'DiscountsInput',
    check: (fields, doc) => uniqueCode(db.domain.discounts, fields, doc),
    create: (data) => ({ doc: { _id: newId(), expires: null, redeemed: [], allowedPlans: [], recurrent: false, ...data } }),
  }),
  plans: arrayCollection('plans', {
    read: 'admin',
    write: 'admin',
    inputSchema: 'PlansInput',
    create: (data) => ({
      doc: {
        _id: newId(), description: '', platform: 'PTERODACTYL', billingCycles: [720], renewable: true, stock: null, purchases: 0, amountAllowedPerCustomer: null,
        invisible: false, availableIn: 0, availableUntil: 0, productContent: { ...DEFAULT_LIMITS, servers: 1 }, ...data,
      },
    }),
    check: (fields, doc) => planProblems(fields, doc),
  }),
  coinItems: arrayCollection('coinItems', {
    read: 'admin',
    write: 'admin',
    inputSchema: 'CoinItemsInput',
    create: (data) => ({ doc: { _id: newId(), priceFor: '', icon: '', buyable: true, hidden: false, ...data } }),
  }),
  articles: arrayCollection('articles', {
    read: 'admin',
    write: 'admin',
    inputSchema: 'ArticlesInput',
    create: (data, actorId) => ({ doc: { _id: newId(), image: null, ...data, author: actorId, published: now(), edited: null } }),
    update: (doc, fields) => {
      // A draft published now is dated now, not when it was first written.
      const publishing = doc.draft === true && fields.draft === false;
      Object.assign(doc, fields, { edited: now() }, publishing && { published: now() });
    },
    check: (fields, doc) => articleProblems(db.domain, fields, doc),
  }),
  transactions: arrayCollection('transactions', {
    read: 'admin',
    write: 'nobody',
    inputSchema: null,
    // With the part of it that is revenue, so the list totals revenue by the same rule as the dashboard and insights.
    view: (doc) => ({ ...doc, revenue: revenueOf(doc as unknown as PaymentTransaction) }),
  }),
  auditlogs: arrayCollection('auditlogs', { read: 'admin', write: 'nobody', inputSchema: null }),
  apikeys: arrayCollection('apikeys', {
    read: 'admin',
    write: 'admin',
    inputSchema: 'ApikeysInput',
    view: (doc) => {
      const key: Doc = { ...doc, expired: isExpired(doc as unknown as StoredApiKey) };
      delete key.secretHash;
      return key;
    },
    create: (data) => {
      const secret = `pk_${randomBytes(18).toString('base64url')}`;
      return { doc: { _id: newId(), created: now(), lastUsed: null, expires: null, scope: 'full', ...expiryFromDays(data), secretHash: hashApiKey(secret) }, secret };
    },
    update: (doc, fields) => Object.assign(doc, expiryFromDays(fields)),
    check: (fields) => (fields.expires !== undefined && fields.expiresInDays !== undefined ? [{ field: 'expiresInDays', message: 'send either expires or expiresInDays' }] : []),
  }),
  sidebarLinks: arrayCollection('sidebarLinks', { read: 'admin', write: 'admin', inputSchema: 'SidebarLinksInput' }),
};

/** Fields whose value changed, before and after; secrets never enter the log. */
export function changesBetween(before: Doc | null, after: Doc | null): Record<string, { before: unknown; after: unknown }> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    if (key === '_id' || key === 'passwordHash' || key === 'secretHash') continue;
    const was = before?.[key] ?? null;
    const is = after?.[key] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(is)) changes[key] = { before: was, after: is };
  }
  return changes;
}

/** Records a staff write: who, when, what, and the fields before and after. */
export function audit(
  actorId: string,
  action: AuditEntry['action'],
  collection: string,
  target: string,
  changes: Record<string, { before: unknown; after: unknown }>,
  about?: AuditEntry['about'],
): void {
  const from = currentOrigin();
  db.domain.auditlogs.push({ _id: newId(), date: now(), actor: actorId, action, collection, target, changes, ...(about && { about }), ...(from && { from }) });
}
