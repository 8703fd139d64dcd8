import useSWR from 'swr';
import { api, call } from '@panel/api';
import type { ListingItem, ListingResponse } from '@panel/api/contract';
import { useEarlyData } from './early-data';

export const listingKey = ['billing', 'listing'] as const;

const fetchListing = async (): Promise<ListingItem[]> => (await call(api.GET('/api/shop/listing'))).listing;

/** The shop listing; the invoice screen needs it to learn whether an invoice's item renews. */
export function useListing() {
  const early = useEarlyData<ListingResponse>('/api/shop/listing');
  return useSWR(listingKey, fetchListing, {
    fallbackData: early?.listing,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
