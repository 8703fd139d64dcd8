import useSWR from 'swr';
import { api, call } from '@panel/api';
import type { BillingCycle, Invoice, ListingItem, ListingResponse } from '@panel/api/contract';
import { effectiveBillingCycle } from '@panel/rules';
import { useEarlyData } from '@panel/ui';

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

/**
 * The cycle the invoice is billed on (the listing says whether its item renews), or null until
 * the listing is known. A failed listing falls back to the invoice's own cycle.
 */
export function useBilledCycle(invoice: Pick<Invoice, 'item' | 'billingCycle'> | undefined): BillingCycle | null {
  const listing = useListing();
  if (!invoice || !(listing.data || listing.error)) return null;
  return effectiveBillingCycle(invoice, listing.data ?? []);
}
