import useSWR from 'swr';
import { api, call } from '@panel/api';
import type { Plan } from '@panel/api/contract';

export const shopItemKey = (id: string) => ['billing', 'shop-item', id] as const;

const fetchShopItem = async (id: string): Promise<Plan> => (await call(api.GET('/api/shop/{id}', { params: { path: { id } } }))).item;

/** One premium plan in full, as the shop sells it. */
export const useShopItem = (id: string) => useSWR(shopItemKey(id), ([, , planId]) => fetchShopItem(planId), { revalidateOnFocus: false, shouldRetryOnError: false });
