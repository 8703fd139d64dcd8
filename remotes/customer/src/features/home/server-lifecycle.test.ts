import type { Location, Server, ServerView } from '@panel/api/contract';
import { describe, expect, it } from 'vitest';
import { COUNTDOWN_FROM_MS, serverCard, type CardContext } from './server-lifecycle';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 20, 10);
const coins = { amount: 50, hours: 168, exceptions: [] };

const location = (overrides: Partial<Location> = {}): Location => ({
  _id: 'loc-1', name: 'Frankfurt', flag: '', platform: 'PTERODACTYL', maxservers: 10, latencyurl: '', requiredRank: 0,
  maintenance: false, requiredSubscriptions: [], coinRenewal: null, servers: 1, ...overrides,
});

const stored = (overrides: Partial<Server> = {}): Server => ({
  _id: 'srv-1', uid: 'u-1', name: 'World', location: 'loc-1', egg: 'egg-1', platform: 'PTERODACTYL', created: NOW - 100 * HOUR,
  expires: null, suspended: null, suspentionReason: null, awaitingPayment: false, invoice: null, renewal: null,
  nextCoinsRenewal: null, plan: null, billingCycle: null, installed: true,
  limits: { cpu: 100, memory: 1024, disk: 1024, databases: 0, allocations: 1, backups: 0, servers: 1 }, ...overrides,
});

function view(state: ServerView['state'], db: Partial<Server> = {}, node: Partial<Location> = {}, extra: Partial<ServerView> = {}): ServerView {
  const doc = stored(db);
  return {
    _id: doc._id, name: doc.name, state, suspended: doc.suspended !== null, suspentionReason: doc.suspentionReason, deletionAt: null,
    identifier: 'a1b2c3', node: location(node), egg: null, owner: { _id: doc.uid, username: 'casey' }, db: doc, ...extra,
  };
}

const context: CardContext = { now: NOW, mode: 'resources', panelUrl: 'https://panel.example/' };

describe('the server card: state and actions', () => {
  it.each([
    ['active', view('active'), 'active', { openUrl: 'https://panel.example/server/a1b2c3', edit: true, transfer: true, delete: true }],
    ['installing: as for active', view('installing', { installed: false }), 'installing', { openUrl: 'https://panel.example/server/a1b2c3', edit: true, transfer: true, delete: true }],
    ['awaiting payment', view('awaiting-payment', { awaitingPayment: true, invoice: 'inv-1' }), 'awaiting-payment', { openUrl: null, edit: true, transfer: false, delete: true }],
    ['a renewal invoice unpaid', view('expiring', { invoice: 'inv-2' }), 'expiring', { openUrl: null, edit: true, transfer: false, delete: true }],
    ['maintenance', view('maintenance', {}, { maintenance: true }), 'maintenance', { openUrl: null, edit: false, transfer: false, delete: false }],
    ['suspended for a missed renewal', view('suspended', { suspended: NOW, suspentionReason: 'RENEWAL_REQUIRED' }), 'suspended', { openUrl: null, edit: true, transfer: false, delete: true }],
    ['suspended over limits', view('suspended', { suspended: NOW, suspentionReason: 'RESOURCES_EXCEEDED' }), 'suspended', { openUrl: null, edit: true, transfer: false, delete: true }],
    ['suspended for inactivity', view('suspended', { suspended: NOW, suspentionReason: 'INACTIVE_USER' }), 'suspended', { openUrl: null, edit: false, transfer: false, delete: false }],
    ['missing its location subscription', view('suspended', { suspended: NOW, suspentionReason: 'MISSING_SUBSCRIPTION_LOCATION' }), 'suspended', { openUrl: null, edit: false, transfer: false, delete: true }],
    ['active on another platform', view('active', { platform: 'VIRTFUSION' }), 'active', { openUrl: null, edit: true, transfer: true, delete: true }],
  ])('%s', (_, server, kind, actions) => {
    const card = serverCard(server, context);
    expect(card.status.kind).toBe(kind);
    expect(card.actions).toMatchObject(actions);
  });

  it('names the invoice to pay and the deletion date of a suspension', () => {
    expect(serverCard(view('awaiting-payment', { awaitingPayment: true, invoice: 'inv-1' }), context).status).toEqual({ kind: 'awaiting-payment', invoice: 'inv-1' });
    const suspended = view('suspended', { suspended: NOW, suspentionReason: 'RENEWAL_REQUIRED' }, {}, { deletionAt: NOW + 7 * 24 * HOUR });
    expect(serverCard(suspended, context).status).toEqual({ kind: 'suspended', reason: 'RENEWAL_REQUIRED', deletionAt: NOW + 7 * 24 * HOUR });
  });
});

describe('renewing with coins', () => {
  it.each([
    ['due in 60 h on a weekly rule: open (half a period before)', NOW + 60 * HOUR, { cost: 50, open: true, opensAt: NOW - 24 * HOUR, nextRenewal: NOW + 228 * HOUR }],
    ['due in 100 h: not yet open', NOW + 100 * HOUR, { cost: 50, open: false, opensAt: NOW + 16 * HOUR, nextRenewal: NOW + 268 * HOUR }],
    ['overdue: counts from now', NOW - 24 * HOUR, { cost: 50, open: true, nextRenewal: NOW + 168 * HOUR }],
  ])('%s', (_, due, offer) => {
    expect(serverCard(view('active', { nextCoinsRenewal: due }, { coinRenewal: coins }), context).actions.renew).toMatchObject(offer);
  });

  it.each([
    ['a location without coin renewal', view('active', { nextCoinsRenewal: null })],
    ['an exempt owner (no date kept)', view('active', { nextCoinsRenewal: null }, { coinRenewal: coins })],
    ['an over-limits suspension', view('suspended', { nextCoinsRenewal: NOW, suspended: NOW, suspentionReason: 'RESOURCES_EXCEEDED' }, { coinRenewal: coins })],
  ])('is not offered for %s', (_, server) => {
    expect(serverCard(server, context).actions.renew).toBeNull();
  });

  it('is the way out of a missed-renewal suspension', () => {
    const server = view('suspended', { nextCoinsRenewal: NOW - HOUR, suspended: NOW, suspentionReason: 'RENEWAL_REQUIRED' }, { coinRenewal: coins });
    expect(serverCard(server, context).actions.renew).toMatchObject({ open: true, cost: 50 });
  });
});

describe('the date a card counts towards', () => {
  it.each([
    ['a coin renewal far off', view('active', { nextCoinsRenewal: NOW + 100 * HOUR }, { coinRenewal: coins }), { kind: 'coins-due', near: false }],
    ['a coin renewal within three days', view('active', { nextCoinsRenewal: NOW + COUNTDOWN_FROM_MS }, { coinRenewal: coins }), { kind: 'coins-due', near: true }],
    ['a plan renewing by itself', view('active', { renewal: NOW + 200 * HOUR, billingCycle: 720 }), { kind: 'renews', near: false }],
    ['a plan whose automatic renewal is off', view('active', { renewal: NOW + 10 * HOUR, billingCycle: 720, autoRenewal: false }), { kind: 'expires', near: true }],
    ['a one-time plan with an end', view('active', { expires: NOW + 5 * HOUR, billingCycle: -1 }), { kind: 'expires', near: true }],
  ])('%s', (_, server, term) => {
    expect(serverCard(server, context).term).toMatchObject(term);
  });

  it('is none for a server with no date', () => {
    expect(serverCard(view('active'), context).term).toBeNull();
  });
});

describe('turning automatic renewal off', () => {
  const billed = view('active', { renewal: NOW + 200 * HOUR, billingCycle: 720, plan: 'plan-1' });
  it.each([
    ['plans, a plan billed per cycle', billed, 'plans', true],
    ['resource split', billed, 'resources', false],
    ['already off', view('active', { renewal: NOW + 200 * HOUR, billingCycle: 720, autoRenewal: false }), 'plans', false],
    ['a one-time plan', view('active', { renewal: null, billingCycle: -1 }), 'plans', false],
    ['not yet activated', view('active', { renewal: null, billingCycle: 720 }), 'plans', false],
  ] as const)('%s', (_, server, mode, offered) => {
    expect(serverCard(server, { ...context, mode }).actions.disableAutoRenewal).toBe(offered);
  });
});
