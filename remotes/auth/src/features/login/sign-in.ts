import { ApiError } from '@panel/api';
import { apiErrorMessage } from '@panel/ui';
import type { BannedBody, LoginRequest, LoginResponse } from '@panel/api/contract';
import type { NavigateFunction } from '@panel/router';
import { sessionStore, takeComingFrom } from '@panel/session';
import { tooManyAttemptsMessage } from '../../lib/wait-time';
import { authT } from '../../messages';

export const VERIFY_PATH = '/auth/verify';
export const BAN_PATH = '/auth/ban';

/** The body of a sign-in or sign-up: the Turnstile answer only when the instance asked for one. */
export const credentialsBody = ({ email, password }: { email: string; password: string }, turnstileToken: string | null): LoginRequest => ({
  email,
  password,
  ...(turnstileToken && { turnstileToken }),
});

/** Stores the session of any way of signing in; returns where the user goes next. */
export function startSession(session: LoginResponse): string {
  sessionStore.getState().signIn(session);
  // An unverified account verifies first; comingFrom stays for after that.
  if (session.user.verified === false) return VERIFY_PATH;
  return takeComingFrom() ?? '/';
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
  if (error instanceof ApiError && error.status === 401) return authT('invalidCredentials');
  if (error instanceof ApiError && error.status === 429) return tooManyAttemptsMessage(error);
  return apiErrorMessage(error);
}

/** A failure that sending the same again may fix: no answer at all, or none in time. */
export const isWorthRetrying = (error: unknown): boolean => error instanceof ApiError && (error.isNetworkError || error.isTimeout);
