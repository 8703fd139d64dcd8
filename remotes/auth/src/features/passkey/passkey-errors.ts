import { ApiError } from '@panel/api';
import { apiErrorMessage } from '@panel/ui';
import { authT } from '../../messages';

/** The browser says NotAllowedError both for "the user closed the prompt" and for a timeout. */
const isCancel = (error: unknown) => error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

export function passkeyErrorMessage(error: unknown, ceremony: 'sign-in' | 'add'): string {
  if (isCancel(error)) return authT(ceremony === 'sign-in' ? 'passkeySignInCancelled' : 'passkeyAddCancelled');
  if (error instanceof Error && error.name === 'InvalidStateError') return authT('passkeyAlreadyRegistered');
  if (error instanceof ApiError) {
    if (ceremony === 'sign-in' && (error.status === 400 || error.status === 401)) return authT('passkeyNotVerified');
    return apiErrorMessage(error);
  }
  return authT('passkeyNotVerified');
}
