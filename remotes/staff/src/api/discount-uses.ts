import useSWR from 'swr';
import { api, call } from '@panel/api';
import type { DiscountUse } from '@panel/api/contract';

/** Not under the discounts' prefix: an edit does not change the uses, and a deleted discount's uses are not asked again. */
export const discountUsesKey = (id: string) => ['staff', 'discount-uses', id] as const;

export const fetchDiscountUses = async (id: string): Promise<DiscountUse[]> => (await call(api.GET('/api/staff/discounts/{id}/uses', { params: { path: { id } } }))).uses;

/** The invoices the discount was used on (ADMIN). */
export const useDiscountUses = (id: string) => useSWR(discountUsesKey(id), () => fetchDiscountUses(id), { revalidateOnFocus: false });
