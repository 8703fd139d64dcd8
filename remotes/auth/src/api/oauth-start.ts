import { api, call } from '@panel/api';
import type { OAuthStartResponse } from '@panel/api/contract';
import { useApiWrite } from '@panel/ui';
import { rememberedReferrer } from './remembered-referrer';

/**
 * POST /api/auth/oauth/discord/start: Discord's consent URL, carrying this attempt's state. A
 * visitor who came through a referral link starts with it, so an account Discord creates is credited.
 */
export const postDiscordStart = (): Promise<OAuthStartResponse> => {
  const referrer = rememberedReferrer();
  return call(api.POST('/api/auth/oauth/discord/start', referrer ? { body: { referrer } } : {}));
};

export const useDiscordStart = () => useApiWrite<void, OAuthStartResponse>(postDiscordStart);
