import { api, call } from '@panel/api';
import { sessionStore } from '@panel/session';

export async function requestResetLink(email: string): Promise<void> {
  await call(api.POST('/api/auth/password/forgot', { body: { email } }));
}

/** Sets the new password. The server ends every session of the account, so this browser's too. */
export async function resetPassword(token: string, password: string): Promise<void> {
  await call(api.POST('/api/auth/password/reset', { body: { token, password } }));
  sessionStore.getState().clear();
}
