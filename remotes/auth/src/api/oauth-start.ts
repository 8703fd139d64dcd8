import { api, call } from '@panel/api';
import type { OAuthStartResponse } from '@panel/api/contract';
import { useApiWrite } from '@panel/ui';

/** POST /api/auth/oauth/discord/start: Discord's consent URL, carrying this attempt's state. */
export const postDiscordStart = (): Promise<OAuthStartResponse> => call(api.POST('/api/auth/oauth/discord/start'));

export const useDiscordStart = () => useApiWrite<void, OAuthStartResponse>(postDiscordStart);
