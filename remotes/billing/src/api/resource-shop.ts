import useSWR, { useSWRConfig } from 'swr';
import { useCallback } from 'react';
import { api, call } from '@panel/api';
import type { ResourceItem, ResourceLimits } from '@panel/api/contract';
import { refreshSessionUser } from '@panel/session';
import { usageKey } from './usage';

export const resourceItemsKey = ['billing', 'resource-items'] as const;

type Usage = { resources: ResourceLimits; limits: ResourceLimits; errors: number };

const fetchResourceItems = async (): Promise<ResourceItem[]> => (await call(api.GET('/api/shop/resource/listing'))).listing;

/** The coin shop's resource packs (hidden ones left out). */
export const useResourceItems = () => useSWR(resourceItemsKey, fetchResourceItems, { revalidateOnFocus: false, shouldRetryOnError: false });

/** Buys a pack; `idempotencyKey` (one per purchase the customer confirmed) makes the API charge once however often it is sent. */
export const purchaseResourceItem = (id: string, idempotencyKey: string) =>
  call(api.POST('/api/shop/resource/{id}/purchase', { params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } } }));

/**
 * Buys a pack with coins; the answer's limits replace the cached ones at once, and the session
 * user is re-read so the sidebar shows the coins left.
 */
export function usePurchaseResourceItem(userId: string | null) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: string, idempotencyKey: string) => {
      const result = await purchaseResourceItem(id, idempotencyKey);
      if (userId) await mutate(usageKey(userId), (usage: Usage | undefined) => (usage ? { ...usage, limits: result.limits } : usage), { revalidate: false });
      await refreshSessionUser().catch(() => undefined);
      return result;
    },
    [mutate, userId],
  );
}
