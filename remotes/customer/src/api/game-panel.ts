import useSWR from 'swr';
import { api, ApiError, call } from '@panel/api';
import type { components } from '@panel/api/contract';
import { sessionStore } from '@panel/session';
import { useRevalidatingWrite } from '@panel/ui';

/** The game-panel login; `passwordSet` is null where the backend does not say. */
export type GamePanelLogin = Pick<components['schemas']['GamePanelCredentials'], 'email' | 'username'> & { passwordSet: boolean | null };

export const gamePanelKey = ['customer', 'game-panel'] as const;

/**
 * The login to use on the game panel. A backend without this call (the reference backend, 404)
 * still has one: the account's own e-mail and username.
 */
export async function fetchGamePanelLogin(): Promise<GamePanelLogin> {
  try {
    const { email, username, passwordSet } = await call(api.GET('/api/user/gamepanel'));
    return { email, username, passwordSet };
  } catch (error) {
    const user = sessionStore.getState().user;
    if (error instanceof ApiError && error.status === 404 && user) return { email: user.email, username: user.username, passwordSet: null };
    throw error;
  }
}

export function useGamePanelLogin() {
  return useSWR(gamePanelKey, fetchGamePanelLogin, { revalidateOnFocus: false, shouldRetryOnError: false });
}

/** A new game-panel password: the answer is the only place it is ever readable. */
export const resetGamePanelPassword = async (): Promise<string> => (await call(api.POST('/api/user/gamepanel/reset'))).newpassword;

/** Resets the password, then reloads the login (a password is now set). */
export const useResetGamePanelPassword = () => useRevalidatingWrite<void, string>(resetGamePanelPassword, () => [gamePanelKey]);
