import useSWR from 'swr';
import { api, call } from '@panel/api';
import type { ListingItem } from '@panel/api/contract';

export const shopListingKey = ['customer', 'shop-listing'] as const;

const fetchShopListing = async (): Promise<ListingItem[]> => (await call(api.GET('/api/shop/listing'))).listing;

/** The shop's items: what a subscription's plan id is called. */
export function useShopListing() {
  return useSWR(shopListingKey, fetchShopListing, { revalidateOnFocus: false, shouldRetryOnError: false });
}
