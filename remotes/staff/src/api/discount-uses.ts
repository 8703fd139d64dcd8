import useSWR from 'swr';
import { api, call } from '@panel/api';
import type { DiscountUse } from '@panel/api/contract';
import { collectionKeyPrefix } from './collection';

/** Under the discounts' prefix: a write to discounts revalidates it too. */
export const discountUsesKey = (id: string) => [...collectionKeyPrefix('discounts'), 'uses', id] as const;

export const fetchDiscountUses = async (id: string): Promise<DiscountUse[]> => (await call(api.GET('/api/staff/discounts/{id}/uses', { params: { path: { id } } }))).uses;

/** The invoices the discount was used on (ADMIN). */
export const useDiscountUses = (id: string) => useSWR(discountUsesKey(id), () => fetchDiscountUses(id), { revalidateOnFocus: false });
