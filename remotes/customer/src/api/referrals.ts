import useSWR from 'swr';
import { api, call } from '@panel/api';
import type { paths } from '@panel/api/contract';
import { useRevalidatingWrite } from '@panel/ui';

export type ReferralsAnswer = paths['/api/user/{id}/referrals']['get']['responses']['200']['content']['application/json'];
export type ReferredPerson = ReferralsAnswer['referrals'][number];
export type TopReferrer = paths['/api/user/referrals/top']['get']['responses']['200']['content']['application/json']['users'][number];

export const referralsKey = (userId: string) => ['customer', 'referrals', userId] as const;
export const referralRulesKey = (userId: string) => ['customer', 'referral-rules', userId] as const;
export const topReferrersKey = ['customer', 'top-referrers'] as const;

const fresh = { revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 0 } as const;

export const fetchReferrals = (userId: string): Promise<ReferralsAnswer> =>
  call(api.GET('/api/user/{id}/referrals', { params: { path: { id: userId } } }));

/** How many referrals this user needs before choosing a custom code. */
export const fetchCustomLinkMinimum = async (userId: string): Promise<number> =>
  (await call(api.GET('/api/user/{id}/referrals/userRules', { params: { path: { id: userId } } }))).rules.minimumReferralsForCustomLink;

export const fetchTopReferrers = async (): Promise<TopReferrer[]> => (await call(api.GET('/api/user/referrals/top'))).users;

/** The people the user referred, their purchases and the user's code; read afresh each time the screen opens. */
export const useReferrals = (userId: string | null) => useSWR(userId ? referralsKey(userId) : null, ([, , id]) => fetchReferrals(id), fresh);

export const useCustomLinkMinimum = (userId: string | null) =>
  useSWR(userId ? referralRulesKey(userId) : null, ([, , id]) => fetchCustomLinkMinimum(id), fresh);

export const useTopReferrers = () => useSWR(topReferrersKey, fetchTopReferrers, fresh);

export const editReferralCode = (code: string) => call(api.POST('/api/user/referrals/editCode', { body: { code } }));

/** Saves a custom code; the link and the top referrers are read again. */
export const useEditReferralCode = (userId: string) => useRevalidatingWrite(editReferralCode, () => [referralsKey(userId), topReferrersKey]);
