import useSWR from 'swr';
import { api, call } from '@panel/api';
import type { Plan } from '@panel/api/contract';

export const shopPlanKey = (id: string) => ['billing', 'shop-plan', id] as const;
export const referralTotalKey = (userId: string) => ['billing', 'referral-total', userId] as const;

const once = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

const fetchShopPlan = async (id: string): Promise<Plan> => (await call(api.GET('/api/shop/{id}', { params: { path: { id } } }))).item;

const fetchReferralTotal = async (userId: string): Promise<number> => (await call(api.GET('/api/user/{id}/referrals', { params: { path: { id: userId } } }))).total;

/** One plan, also when it is sold out or outside its sale window (the screen says so); 404 for an unknown one. */
export const useShopPlan = (id: string) => useSWR(shopPlanKey(id), ([, , planId]) => fetchShopPlan(planId), once);

/** How many people the customer referred, for a plan's referral condition; no key until signed in. */
export const useReferralTotal = (userId: string | null | undefined, wanted: boolean) =>
  useSWR(wanted && userId ? referralTotalKey(userId) : null, ([, , id]: readonly [string, string, string]) => fetchReferralTotal(id), once);
