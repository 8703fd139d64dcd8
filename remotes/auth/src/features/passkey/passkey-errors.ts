import { ApiError } from '@panel/api';
import { apiErrorMessage } from '@panel/ui';

export const NO_WEBAUTHN = 'This browser does not support passkeys. Sign in with your email and password instead.';
export const SIGN_IN_CANCELLED = 'Passkey sign-in was cancelled.';
export const ADD_CANCELLED = 'Adding a passkey was cancelled.';
export const NOT_VERIFIED = 'This passkey could not be verified. Try again, or sign in with your email and password.';
export const ALREADY_REGISTERED = 'A passkey for this account already exists on this device.';

/** The browser says NotAllowedError both for "the user closed the prompt" and for a timeout. */
const isCancel = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

export function passkeyErrorMessage(error: unknown, ceremony: 'sign-in' | 'add'): string {
  if (isCancel(error)) return ceremony === 'sign-in' ? SIGN_IN_CANCELLED : ADD_CANCELLED;
  if (error instanceof Error && error.name === 'InvalidStateError') return ALREADY_REGISTERED;
  if (error instanceof ApiError) {
    if (ceremony === 'sign-in' && (error.status === 400 || error.status === 401)) return NOT_VERIFIED;
    return apiErrorMessage(error);
  }
  return NOT_VERIFIED;
}
