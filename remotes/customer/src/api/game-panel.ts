import useSWR from 'swr';
import { api, call } from '@panel/api';
import { useRevalidatingWrite } from '@panel/ui';

export const gamePanelKey = ['customer', 'game-panel'] as const;

const fetchGamePanelCredentials = () => call(api.GET('/api/user/gamepanel'));

/** The login to use on the game panel, and whether a password was ever issued for it. */
export function useGamePanelCredentials() {
  return useSWR(gamePanelKey, fetchGamePanelCredentials, { revalidateOnFocus: false, shouldRetryOnError: false });
}

/** A new game-panel password: the answer is the only place it is ever readable. */
export const resetGamePanelPassword = async (): Promise<string> => (await call(api.POST('/api/user/gamepanel/reset'))).newpassword;

/** Resets the password, then reloads the credentials (a password is now set). */
export const useResetGamePanelPassword = () => useRevalidatingWrite<void, string>(resetGamePanelPassword, () => [gamePanelKey]);
