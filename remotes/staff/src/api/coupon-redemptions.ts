import useSWR from 'swr';
import { api, call } from '@panel/api';
import type { CouponRedemption } from '@panel/api/contract';

/** Not under the coupons' prefix: an edit does not change who redeemed, and a deleted coupon's redemptions are not asked again. */
export const couponRedemptionsKey = (id: string) => ['staff', 'coupon-redemptions', id] as const;

export const fetchCouponRedemptions = async (id: string): Promise<CouponRedemption[]> =>
  (await call(api.GET('/api/staff/coupons/{id}/redemptions', { params: { path: { id } } }))).redemptions;

/** Who redeemed the coupon, and when (ADMIN). */
export const useCouponRedemptions = (id: string) => useSWR(couponRedemptionsKey(id), () => fetchCouponRedemptions(id), { revalidateOnFocus: false });
