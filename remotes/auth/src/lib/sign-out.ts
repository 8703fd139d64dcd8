import { api } from '@panel/api';
import { sessionStore } from '@panel/session';

/** Ends the session on the server when there is one, and always locally. */
export async function signOut(): Promise<void> {
  if (sessionStore.getState().token) await api.POST('/api/auth/logout').catch(() => undefined);
  sessionStore.getState().clear();
}
