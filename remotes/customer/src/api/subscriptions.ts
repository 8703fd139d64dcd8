import useSWR from 'swr';
import { api, call } from '@panel/api';
import type { User } from '@panel/api/contract';
import { sessionStore, useSession } from '@panel/session';
import { useRevalidatingWrite } from '@panel/ui';

export type Subscription = NonNullable<User['subscription']>;

export const subscriptionsKey = (userId: string | null) => ['customer', 'subscriptions', userId] as const;

/**
 * The customer's subscriptions, from their user info (the only place a backend names them).
 * That info is the session's user too: it is refreshed there, so the sidebar agrees.
 */
async function fetchSubscriptions(userId: string): Promise<Subscription[]> {
  const user = await call(api.GET('/api/user/{id}/info', { params: { path: { id: userId } } }));
  sessionStore.getState().setUser(user);
  return user.subscription ? [user.subscription] : [];
}

export function useSubscriptions() {
  const userId = useSession((s) => s.userId);
  return useSWR(userId ? subscriptionsKey(userId) : null, ([, , id]) => fetchSubscriptions(id as string), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** Stops the premium subscription: no further charge; what was paid for runs to its end. */
export const cancelSubscription = () => call(api.POST('/api/subscription/cancel', { body: {} }));

export function useCancelSubscription() {
  const userId = useSession((s) => s.userId);
  return useRevalidatingWrite<void, unknown>(cancelSubscription, () => [subscriptionsKey(userId)]);
}
