import { api, ApiError, call } from '@panel/api';
import { sessionStore } from '@panel/session';

export const INVALID_CREDENTIALS = 'Invalid email or password';

/** Signs in and stores the session; resolves to where the user should go next. */
export async function signIn(email: string, password: string): Promise<string> {
  const session = await call(api.POST('/api/auth/login', { body: { email, password } }));
  const store = sessionStore.getState();
  store.signIn(session);
  return store.takeComingFrom() ?? '/';
}

export function signInErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Something went wrong. Please try again.';
  if (error.status === 401) return INVALID_CREDENTIALS;
  if (error.status === 429) return 'Too many attempts. Wait a minute, then try again.';
  if (error.isNetworkError) return 'The server could not be reached. Check your connection and try again.';
  return error.message;
}
