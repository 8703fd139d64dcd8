import useSWR from 'swr';
import { api, call } from '@panel/api';
import { useApiWrite, useRevalidatingWrite } from '@panel/ui';
import { topEarnersKey } from './coin-leaderboards';
import { refreshSessionUser } from '@panel/session';

export const earningMethodsKey = ['customer', 'earn', 'methods'] as const;

const fetchEarningMethods = () => call(api.GET('/api/earn/methods'));

/** The instance's ways to earn coins, with how often the signed-in user claimed each today. */
export const useEarningMethods = () => useSWR(earningMethodsKey, fetchEarningMethods, { revalidateOnFocus: false, shouldRetryOnError: false });

/** A method to claim; the link shortener's claim carries the token its pass came back with. */
export interface EarningClaim {
  id: string;
  token?: string;
}

const claimEarningMethod = async ({ id, token }: EarningClaim) => {
  const result = await call(api.POST('/api/earn/methods/{id}/claim', { params: { path: { id } }, ...(token === undefined ? {} : { body: { token } }) }));
  // The sidebar's coin count follows.
  await refreshSessionUser().catch(() => undefined);
  return result;
};

/** Claims a method's reward, then reloads the methods (today's claims) and today's top earners. */
export const useClaimEarningMethod = () => useRevalidatingWrite(claimEarningMethod, () => [earningMethodsKey, topEarnersKey]);

const startLinkShortener = () => call(api.POST('/api/earn/methods/linkvertise/start'));

/** Starts a pass through the link shortener: where to send the browser, which returns to `/earn` with the pass's token. */
export const useStartLinkShortener = () => useApiWrite<void, { url: string }>(startLinkShortener);
