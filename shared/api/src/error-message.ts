import { ApiError, fallbackMessage } from './api-error';

export const NETWORK_ERROR_MESSAGE = 'The server could not be reached. Check your connection and try again.';
export const SERVER_ERROR_MESSAGE = 'The server could not complete this right now. Try again in a moment.';
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many attempts. Wait a moment and try again.';
export const REFUSED_MESSAGE = 'The server refused this request. Try again, or contact us if it keeps happening.';
export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/**
 * The sentence a person reads for a failed call. The server's own message when it sent one
 * (it names what was wrong with the request); otherwise one sentence per kind of failure.
 * Screens put their own words first for the statuses they understand (a wrong password's 401).
 */
export function apiErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return UNEXPECTED_ERROR_MESSAGE;
  if (error.isNetworkError) return NETWORK_ERROR_MESSAGE;
  if (error.message && error.message !== fallbackMessage(error.status)) return error.message;
  if (error.status === 429) return TOO_MANY_REQUESTS_MESSAGE;
  if (error.status >= 500) return SERVER_ERROR_MESSAGE;
  return REFUSED_MESSAGE;
}
