import { api, call } from '@panel/api';
import { sessionStore } from './session-store';

/**
 * Re-reads the signed-in user, so the sidebar shows what a change made of them (the balance
 * after a payment, the coins after a renewal or a code, the name after a settings change).
 */
export async function refreshSessionUser(): Promise<void> {
  const { userId } = sessionStore.getState();
  if (!userId) return;
  const user = await call(api.GET('/api/user/{id}/info', { params: { path: { id: userId } } }));
  sessionStore.getState().setUser(user);
}
