import useSWR from 'swr';
import { api, call } from '@panel/api';

export const referralTotalKey = (userId: string) => ['billing', 'referral-total', userId] as const;

const fetchReferralTotal = async (userId: string): Promise<number> => (await call(api.GET('/api/user/{id}/referrals', { params: { path: { id: userId } } }))).total;

/** How many people the customer referred, for a plan's referral condition; no key until signed in. */
export const useReferralTotal = (userId: string | null | undefined, wanted: boolean) =>
  useSWR(wanted && userId ? referralTotalKey(userId) : null, ([, , id]: readonly [string, string, string]) => fetchReferralTotal(id), { revalidateOnFocus: false, shouldRetryOnError: false });
