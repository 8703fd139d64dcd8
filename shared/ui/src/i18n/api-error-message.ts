import { ApiError, fallbackMessage } from '@panel/api';
import { translate } from './i18n';
import './kit-messages';

/**
 * The sentence a person reads for a failed call, in their language. The server's own message
 * when it sent one (it names what was wrong with the request); otherwise one sentence per
 * kind of failure. Screens put their own words first for the statuses they understand (a
 * wrong password's 401).
 */
export function apiErrorMessage(error: unknown): string {
  const kit = (key: string) => translate('kit', key);
  if (!(error instanceof ApiError)) return kit('errorUnexpected');
  if (error.isTimeout) return kit('errorTimeout');
  if (error.isNetworkError) return kit('errorNetwork');
  if (error.message && error.message !== fallbackMessage(error.status)) return error.message;
  if (error.status === 429) return kit('errorTooManyRequests');
  if (error.status >= 500) return kit('errorServer');
  return kit('errorRefused');
}
