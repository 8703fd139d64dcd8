import { describe, expect, it } from 'vitest';
import type { Server } from '@panel/api/contract';
import { dueStep, INSTALL_MS, RENEWAL_NOTICE_MS, type LifecycleClock } from './lifecycle';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T = Date.parse('2026-11-20T10:00:00Z');

const server = (doc: Partial<Server>): Server => ({
  _id: 'srv-x',
  uid: 'u-x',
  name: 'X',
  location: 'loc-x',
  egg: 'egg-x',
  platform: 'PTERODACTYL',
  created: T - 30 * DAY,
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
  limits: { cpu: 100, memory: 1024, disk: 1024, databases: 0, allocations: 1, backups: 0, servers: 1 },
  ...doc,
});

const at = (time: number, since = T): LifecycleClock => ({ time, since, deletionThresholdDays: 7 });
const monthly = { plan: 'plan-x', billingCycle: 720 as const };

describe('the next lifecycle step of a server, by the clock', () => {
  it.each<[string, Partial<Server>, number, ReturnType<typeof dueStep>]>([
    ['installing, before the install time', { installed: false, created: T }, T + INSTALL_MS - 1, null],
    ['installing, at the install time', { installed: false, created: T }, T + INSTALL_MS, { kind: 'install', at: T + INSTALL_MS }],
    ['active with a coin renewal still ahead', { nextCoinsRenewal: T + DAY }, T + DAY - 1, null],
    ['active when its coin renewal passes', { nextCoinsRenewal: T + DAY }, T + DAY, { kind: 'suspend-unpaid', at: T + DAY }],
    ['billed monthly, before the renewal notice', { ...monthly, renewal: T + 10 * DAY }, T + 10 * DAY - RENEWAL_NOTICE_MS - 1, null],
    ['billed monthly, at the renewal notice', { ...monthly, renewal: T + 10 * DAY }, T + 10 * DAY - RENEWAL_NOTICE_MS, { kind: 'issue-renewal-invoice', at: T + 10 * DAY - RENEWAL_NOTICE_MS }],
    ['expiring (invoice open), before the period ends', { ...monthly, renewal: T + DAY, invoice: 'inv-x' }, T + DAY - 1, null],
    ['expiring, when the period ends unpaid', { ...monthly, renewal: T + DAY, invoice: 'inv-x' }, T + DAY, { kind: 'suspend-unpaid', at: T + DAY }],
    ['awaiting its activation payment', { ...monthly, renewal: null, invoice: 'inv-x', awaitingPayment: true }, T + 400 * DAY, null],
    ['one-time plan', { plan: 'plan-x', billingCycle: -1 }, T + 400 * DAY, null],
    ['suspended for a missed coin renewal, before its deletion', { nextCoinsRenewal: T + DAY, suspended: T + DAY, suspentionReason: 'RENEWAL_REQUIRED' }, T + 8 * DAY - 1, null],
    ['suspended for a missed coin renewal, threshold days later', { nextCoinsRenewal: T + DAY, suspended: T + DAY, suspentionReason: 'RENEWAL_REQUIRED' }, T + 8 * DAY, { kind: 'delete', at: T + 8 * DAY }],
    ['suspended for an unpaid period, threshold days after it ended', { ...monthly, renewal: T + DAY, invoice: 'inv-x', suspended: T + DAY, suspentionReason: 'RENEWAL_REQUIRED' }, T + 8 * DAY, { kind: 'delete', at: T + 8 * DAY }],
    ['over limits, at the expiry staff set', { suspended: T, suspentionReason: 'RESOURCES_EXCEEDED', expires: T + 2 * DAY }, T + 2 * DAY, { kind: 'delete', at: T + 2 * DAY }],
    ['suspended for inactivity, long after', { suspended: T, suspentionReason: 'INACTIVE_USER' }, T + 400 * DAY, null],
  ])('%s', (_, doc, time, step) => {
    expect(dueStep(server(doc), at(time))).toEqual(step);
  });

  it('lets an order lapse when its activation invoice falls due unpaid, and only while it awaits payment', () => {
    const awaiting = server({ ...monthly, invoice: 'inv-x', awaitingPayment: true });
    expect(dueStep(awaiting, at(T + DAY - 1), T + DAY)).toBeNull();
    expect(dueStep(awaiting, at(T + DAY), T + DAY)).toEqual({ kind: 'expire-activation', at: T + DAY });
    expect(dueStep(server({ ...monthly, renewal: T + 30 * DAY }), at(T + DAY), T + DAY)).toBeNull();
  });

  it('leaves what fell due before the state began alone (the seed is not aged by real time)', () => {
    expect(dueStep(server({ nextCoinsRenewal: T - DAY }), at(T + DAY, T))).toBeNull();
    expect(dueStep(server({ installed: false, created: T - DAY }), at(T + DAY, T))).toBeNull();
  });

  it('still invoices a period that ends after the state began, though its notice began before', () => {
    expect(dueStep(server({ ...monthly, renewal: T + HOUR }), at(T + 1, T))).toEqual({ kind: 'issue-renewal-invoice', at: T });
  });

  it('is a pure function: the same server and clock give the same step', () => {
    const doc = server({ nextCoinsRenewal: T + DAY });
    expect(dueStep(doc, at(T + 2 * DAY))).toEqual(dueStep(doc, at(T + 2 * DAY)));
    expect(doc.suspended).toBeNull();
  });
});
