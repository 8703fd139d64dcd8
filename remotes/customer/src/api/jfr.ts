import useSWR from 'swr';
import { api, call } from '@panel/api';
import { useApiWrite, useRevalidatingWrite } from '@panel/ui';
import { topEarnersKey } from './coin-leaderboards';
import { refreshSessionUser } from '@panel/session';

export const jfrListingKey = ['customer', 'earn', 'jfr'] as const;

const fetchJfrListing = async () => (await call(api.GET('/api/earn/jfr/listing'))).listing;

/** Communities to join for coins. */
export const useJfrListing = () => useSWR(jfrListingKey, fetchJfrListing, { revalidateOnFocus: false, shouldRetryOnError: false });

const joinJfrListing = async (id: string) => {
  const result = await call(api.POST('/api/earn/jfr/{id}/join', { params: { path: { id } } }));
  // The sidebar's coin count follows.
  await refreshSessionUser().catch(() => undefined);
  return result;
};

/** Credits joining a listed community, then reloads the listing (now joined) and today's top earners. */
export const useJoinJfrListing = () => useRevalidatingWrite(joinJfrListing, () => [jfrListingKey, topEarnersKey]);

export interface JfrOrder {
  invite: string;
  members: number;
  coins: number;
}

const orderJfrListing = async (order: JfrOrder) => (await call(api.POST('/api/earn/jfr/order', { body: order }))).invoice;

/** Orders a listing of one's own community; answers the id of the invoice to pay. */
export const useOrderJfrListing = () => useApiWrite(orderJfrListing);
