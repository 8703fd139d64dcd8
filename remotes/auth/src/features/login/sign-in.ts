import { api, ApiError, call } from '@panel/api';
import { apiErrorMessage } from '@panel/ui';
import type { BannedBody, LoginResponse } from '@panel/api/contract';
import type { NavigateFunction } from '@panel/router';
import { sessionStore, takeComingFrom } from '@panel/session';
import { tooManyAttemptsMessage } from '../../lib/wait-time';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const VERIFY_PATH = '/auth/verify';
export const BAN_PATH = '/auth/ban';

export interface Credentials {
  email: string;
  password: string;
  /** The Turnstile answer, when the instance asks for one. */
  turnstileToken?: string | undefined;
}

const bodyOf = ({ email, password, turnstileToken }: Credentials) => ({
  email,
  password,
  ...(turnstileToken && { turnstileToken }),
});

/** Stores the session of any way of signing in; returns where the user goes next. */
export function startSession(session: LoginResponse): string {
  const store = sessionStore.getState();
  store.signIn(session);
  // An unverified account verifies first; comingFrom stays for after that.
  if (session.user.verified === false) return VERIFY_PATH;
  return takeComingFrom() ?? '/';
}

/** Signs in and stores the session; resolves to where the user should go next. */
export async function signIn(credentials: Credentials): Promise<string> {
  return startSession(await call(api.POST('/api/auth/login', { body: bodyOf(credentials) })));
}

/** Creates the account (it starts unverified) and signs it in: next is the verify screen. */
export async function signUp(credentials: Credentials): Promise<string> {
  return startSession(await call(api.POST('/api/auth/register', { body: bodyOf(credentials) })));
}

export type BanNotice = Pick<BannedBody, 'reason' | 'date'>;

/** The ban of a 403 that says the account is banned, or null for any other failure. */
export function banNoticeOf(error: unknown): BanNotice | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const body = error.body as Partial<BannedBody> | undefined;
  if (body?.banned !== true) return null;
  return {
    reason: typeof body.reason === 'string' ? body.reason : null,
    date: typeof body.date === 'number' ? body.date : null,
  };
}

/**
 * Opens the ban notice when the failure is a ban, whichever way of signing in answered it.
 * The ban travels in the history state, so a reload keeps it. False for any other failure.
 */
export function goToBanNotice(failure: unknown, navigate: NavigateFunction): boolean {
  const ban = banNoticeOf(failure);
  if (ban) navigate(BAN_PATH, { replace: true, state: ban });
  return ban !== null;
}

export function signInErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return INVALID_CREDENTIALS;
  if (error instanceof ApiError && error.status === 429) return tooManyAttemptsMessage(error);
  return apiErrorMessage(error);
}
