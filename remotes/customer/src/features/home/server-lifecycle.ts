// The server card's rules (backend-api.md §3): what the card says a server's state is, which
// date it counts down to, and which actions it offers. Pure, so the table tests pin them.
import type { ServerView, SuspensionReason } from '@panel/api/contract';
import type { InstanceMode } from '@panel/rules';

const HOUR = 3_600_000;
/** A date this close (or past) gets a live countdown instead of only the date. */
export const COUNTDOWN_FROM_MS = 72 * HOUR;

export type ServerStatus =
  | { kind: 'installing' }
  | { kind: 'awaiting-payment'; invoice: string }
  | { kind: 'expiring'; invoice: string }
  | { kind: 'suspended'; reason: SuspensionReason | null; deletionAt: number | null }
  | { kind: 'maintenance' }
  | { kind: 'active' };

/** The date a server's card counts towards: a coin renewal, a plan's renewal or its end. */
export interface ServerTerm {
  kind: 'coins-due' | 'renews' | 'expires';
  at: number;
  /** Close enough (or past) for a live countdown. */
  near: boolean;
}

export interface CoinRenewalOffer {
  cost: number;
  /** Renewing is refused before this (half a period before it is due): the button waits. */
  opensAt: number;
  open: boolean;
  /** The renewal date once renewed now. */
  nextRenewal: number;
}

export interface ServerActions {
  /** The game panel's page of the server, or null when it cannot be opened. */
  openUrl: string | null;
  edit: boolean;
  transfer: boolean;
  renew: CoinRenewalOffer | null;
  delete: boolean;
  disableAutoRenewal: boolean;
}

export interface ServerCardModel {
  status: ServerStatus;
  term: ServerTerm | null;
  actions: ServerActions;
}

export interface CardContext {
  now: number;
  mode: InstanceMode;
  panelUrl: string;
}

function statusOf(view: ServerView): ServerStatus {
  const { db } = view;
  switch (view.state) {
    case 'installing':
      return { kind: 'installing' };
    case 'awaiting-payment':
      return { kind: 'awaiting-payment', invoice: db.invoice ?? '' };
    case 'expiring':
      return { kind: 'expiring', invoice: db.invoice ?? '' };
    case 'suspended':
      return { kind: 'suspended', reason: view.suspentionReason, deletionAt: view.deletionAt };
    case 'maintenance':
      return { kind: 'maintenance' };
    default:
      return { kind: 'active' };
  }
}

function termOf(view: ServerView, now: number): ServerTerm | null {
  const { db } = view;
  const term = (kind: ServerTerm['kind'], at: number): ServerTerm => ({ kind, at, near: at - now <= COUNTDOWN_FROM_MS });
  if (db.nextCoinsRenewal !== null && view.node.coinRenewal) return term('coins-due', db.nextCoinsRenewal);
  if (db.renewal !== null && db.billingCycle !== null && db.billingCycle > 0) return term(db.autoRenewal === false ? 'expires' : 'renews', db.renewal);
  if (db.expires !== null) return term('expires', db.expires);
  return null;
}

function coinRenewalOf(view: ServerView, now: number): CoinRenewalOffer | null {
  const rule = view.node.coinRenewal;
  const due = view.db.nextCoinsRenewal;
  // No rule at this location, or the owner's plan exempts the server: the backend keeps no date.
  if (!rule || due === null) return null;
  const opensAt = due - (rule.hours * HOUR) / 2;
  return { cost: rule.amount, opensAt, open: now >= opensAt, nextRenewal: Math.max(due, now) + rule.hours * HOUR };
}

const MISSING_SUBSCRIPTION: ReadonlySet<SuspensionReason | null> = new Set(['MISSING_SUBSCRIPTION_EGG', 'MISSING_SUBSCRIPTION_LOCATION']);

/** Everything a server's card shows and offers, from `GET /api/server/{id}`. */
export function serverCard(view: ServerView, { now, mode, panelUrl }: CardContext): ServerCardModel {
  const status = statusOf(view);
  const { db } = view;
  const renew = coinRenewalOf(view, now);
  const base: ServerActions = { openUrl: null, edit: true, transfer: false, renew: null, delete: true, disableAutoRenewal: false };
  let actions: ServerActions;
  switch (status.kind) {
    case 'maintenance':
      actions = { ...base, edit: false, delete: false };
      break;
    case 'awaiting-payment':
    case 'expiring':
      actions = base;
      break;
    case 'suspended':
      if (status.reason === 'RENEWAL_REQUIRED') actions = { ...base, renew };
      else if (status.reason === 'RESOURCES_EXCEEDED') actions = base;
      else if (MISSING_SUBSCRIPTION.has(status.reason)) actions = { ...base, edit: false, delete: true };
      // Inactivity: support lifts it; the card offers nothing to do.
      else actions = { ...base, edit: false, delete: false };
      break;
    default: {
      // Installing: as for active (the game panel shows the installation's progress).
      const panelHosted = db.platform === 'PTERODACTYL';
      actions = {
        ...base,
        openUrl: panelHosted ? `${panelUrl.replace(/\/+$/, '')}/server/${encodeURIComponent(view.identifier)}` : null,
        transfer: true,
        renew,
        disableAutoRenewal: mode === 'plans' && db.billingCycle !== null && db.billingCycle > 0 && db.renewal !== null && db.autoRenewal !== false,
      };
    }
  }
  return { status, term: termOf(view, now), actions };
}
