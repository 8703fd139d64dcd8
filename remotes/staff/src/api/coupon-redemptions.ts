import useSWR from 'swr';
import { api, call } from '@panel/api';
import type { CouponRedemption } from '@panel/api/contract';
import { collectionKeyPrefix } from './collection';

/** Under the coupons' prefix: a write to coupons revalidates it too. */
export const couponRedemptionsKey = (id: string) => [...collectionKeyPrefix('coupons'), 'redemptions', id] as const;

export const fetchCouponRedemptions = async (id: string): Promise<CouponRedemption[]> =>
  (await call(api.GET('/api/staff/coupons/{id}/redemptions', { params: { path: { id } } }))).redemptions;

/** Who redeemed the coupon, and when (ADMIN). */
export const useCouponRedemptions = (id: string) => useSWR(couponRedemptionsKey(id), () => fetchCouponRedemptions(id), { revalidateOnFocus: false });
