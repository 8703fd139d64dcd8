import type { Server, ServerState } from '@panel/api/contract';
import type { LocationDoc } from './state';

const DAY = 86_400_000;

/** The card's state: the first that applies, suspension and maintenance before the rest. */
export function serverState(server: Server, location: LocationDoc | undefined): ServerState {
  if (server.suspended !== null) return 'suspended';
  if (location?.maintenance) return 'maintenance';
  if (!server.installed) return 'installing';
  if (server.awaitingPayment && server.invoice !== null) return 'awaiting-payment';
  if (server.invoice !== null) return 'expiring';
  return 'active';
}

/**
 * When a suspended server is deleted: a missed renewal (coins, or the paid period of a plan
 * billed per cycle) counts from the renewal that was due, a missing subscription from the suspension, both plus `deletionThreshold` days; over
 * limits, at the `expires` staff set; an inactivity suspension waits for support.
 */
export function deletionAt(server: Server, deletionThresholdDays: number): number | null {
  const threshold = deletionThresholdDays * DAY;
  switch (server.suspentionReason) {
    case 'RENEWAL_REQUIRED': {
      // A plan billed per cycle missed its paid renewal; otherwise a coin renewal was missed.
      const missed = (server.billingCycle !== null && server.billingCycle > 0 ? server.renewal : server.nextCoinsRenewal) ?? server.suspended;
      return missed === null ? null : missed + threshold;
    }
    case 'MISSING_SUBSCRIPTION_EGG':
    case 'MISSING_SUBSCRIPTION_LOCATION':
      return server.suspended === null ? null : server.suspended + threshold;
    case 'RESOURCES_EXCEEDED':
      return server.expires;
    default:
      return null;
  }
}
