import type { BillingCycle, User } from '@panel/api/contract';

type Subscription = Pick<NonNullable<User['subscription']>, 'cancelled' | 'periodEnd'>;

/**
 * Where a subscription stands: `active` charges again at the end of its period; `ending` was
 * cancelled and runs to the end of what was paid for; `ended` is past that end (or cancelled
 * with no known end).
 */
export type SubscriptionState = 'active' | 'ending' | 'ended';

export function subscriptionState({ cancelled, periodEnd }: Subscription, now: number): SubscriptionState {
  if (cancelled === null) return 'active';
  return periodEnd !== undefined && periodEnd > now ? 'ending' : 'ended';
}

/** Only a running subscription can be cancelled. */
export const canCancel = (subscription: Subscription): boolean => subscription.cancelled === null;

/** The catalogue key naming how often it charges; none for a cycle this screen does not know. */
export function cycleKey(cycle: BillingCycle | undefined) {
  switch (cycle) {
    case 720:
      return 'subscriptionEveryMonth' as const;
    case 2160:
      return 'subscriptionEveryQuarter' as const;
    case 4380:
      return 'subscriptionEveryHalfYear' as const;
    case 8760:
      return 'subscriptionEveryYear' as const;
    case -1:
      return 'subscriptionOnce' as const;
    default:
      return null;
  }
}
