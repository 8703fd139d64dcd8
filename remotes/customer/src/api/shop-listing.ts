import useSWR from 'swr';
import { api, call } from '@panel/api';
import type { ListingItem } from '@panel/api/contract';

export const shopListingKey = ['customer', 'shop-listing'] as const;

const fetchListing = async (): Promise<ListingItem[]> => (await call(api.GET('/api/shop/listing'))).listing;

/** The shop's items and plans (what a subscription's plan id is called); `enabled` false fetches nothing (a screen that needs it only in one mode). */
export function useShopListing(enabled = true) {
  return useSWR(enabled ? shopListingKey : null, fetchListing, { revalidateOnFocus: false, shouldRetryOnError: false });
}
