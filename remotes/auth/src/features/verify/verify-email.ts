import { ApiError } from '@panel/api';
import { sessionStore, takeComingFrom } from '@panel/session';
import { getUserInfo } from '../../api/user-info';
import { postVerifyEmail } from '../../api/verify-email';

export const RESEND_COOLDOWN_SECONDS = 60;

/**
 * Confirms the address with the link's token. When this browser holds the session, the
 * user is reloaded and the path to continue to is returned; otherwise null (sign in next).
 */
export async function verifyEmail(token: string): Promise<string | null> {
  await postVerifyEmail({ token });
  const { token: session, userId, setUser } = sessionStore.getState();
  if (!session || !userId) return null;
  try {
    setUser(await getUserInfo(userId));
  } catch (failure) {
    if (failure instanceof ApiError && failure.status === 401) return null;
    throw failure;
  }
  return takeComingFrom() ?? '/';
}
