import type { Server } from '@panel/api/contract';
import { deletionAt } from './server-lifecycle';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** How long the game panel takes to install a new server. */
export const INSTALL_MS = 10 * MINUTE;
/** How long before a paid period ends its renewal invoice is issued (the server is then "expiring"). */
export const RENEWAL_NOTICE_MS = 3 * DAY;

/** One change the passing of time makes to a server, and the moment it fell due. */
export type LifecycleStep =
  | { kind: 'install'; at: number }
  | { kind: 'expire-activation'; at: number }
  | { kind: 'issue-renewal-invoice'; at: number }
  | { kind: 'suspend-unpaid'; at: number }
  | { kind: 'delete'; at: number };

export interface LifecycleClock {
  /** The mock's now. */
  time: number;
  /**
   * The earliest time the clock showed this state: steps that fell due before it are history the
   * state was created with (the demo seed's dates lag behind real time), not news to act on.
   */
  since: number;
  deletionThresholdDays: number;
}

const periodic = (server: Server): boolean => server.billingCycle !== null && server.billingCycle > 0;

/**
 * The first step due for this server at `clock.time`, or null: a pure function of the server and
 * the clock, so the lifecycle is the same whichever call (or clock move) brings it about.
 *
 * - a new server finishes installing `INSTALL_MS` after it was created;
 * - a server still awaiting its activation payment when that invoice falls due (`activationDueAt`)
 *   is given up: the order lapses;
 * - a missed coin renewal suspends it (`RENEWAL_REQUIRED`) from the renewal that was due;
 * - a server billed per cycle gets its renewal invoice `RENEWAL_NOTICE_MS` before its paid
 *   period ends, and is suspended (`RENEWAL_REQUIRED`) when the period ends unpaid;
 * - a suspended server is deleted at its `deletionAt` (from `settings.deletionThreshold`).
 */
export function dueStep(server: Server, { time, since, deletionThresholdDays }: LifecycleClock, activationDueAt: number | null = null): LifecycleStep | null {
  const due = (at: number | null): at is number => at !== null && at > since && at <= time;

  if (server.awaitingPayment && due(activationDueAt)) return { kind: 'expire-activation', at: activationDueAt };

  const installedAt = server.created + INSTALL_MS;
  if (!server.installed && due(installedAt)) return { kind: 'install', at: installedAt };

  if (server.suspended === null) {
    if (due(server.nextCoinsRenewal)) return { kind: 'suspend-unpaid', at: server.nextCoinsRenewal };
    if (periodic(server) && server.renewal !== null && !server.awaitingPayment) {
      // Issued for any period that ends after `since`, even when its notice began before.
      const noticeAt = server.renewal - RENEWAL_NOTICE_MS;
      if (server.invoice === null && server.renewal > since && noticeAt <= time) return { kind: 'issue-renewal-invoice', at: Math.max(noticeAt, since) };
      if (server.invoice !== null && due(server.renewal)) return { kind: 'suspend-unpaid', at: server.renewal };
    }
  }

  const deleteAt = deletionAt(server, deletionThresholdDays);
  if (due(deleteAt)) return { kind: 'delete', at: deleteAt };
  return null;
}
