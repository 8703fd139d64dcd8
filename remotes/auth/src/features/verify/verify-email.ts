import { api, ApiError, call } from '@panel/api';
import { sessionStore, takeComingFrom } from '@panel/session';

export const RESEND_COOLDOWN_SECONDS = 60;

export async function resendVerification(): Promise<void> {
  await call(api.POST('/api/auth/verify/resend'));
}

/**
 * Confirms the address with the link's token. When this browser holds the session, the
 * user is reloaded and the path to continue to is returned; otherwise null (sign in next).
 */
export async function verifyEmail(token: string): Promise<string | null> {
  await call(api.POST('/api/auth/verify', { body: { token } }));
  const { token: session, userId, setUser } = sessionStore.getState();
  if (!session || !userId) return null;
  try {
    setUser(await call(api.GET('/api/user/{id}/info', { params: { path: { id: userId } } })));
  } catch (failure) {
    if (failure instanceof ApiError && failure.status === 401) return null;
    throw failure;
  }
  return takeComingFrom() ?? '/';
}
