import { ApiError } from '@panel/api';
import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorMessage } from './api-error-message';
import { language, switchLanguage } from './i18n';
import { kitEnglish as en } from './kit-messages';
import kitFrench from './kit-messages.fr';

describe('apiErrorMessage', () => {
  afterEach(() => language.set('en'));

  it.each([
    ['no answer (network, CORS, abort)', new ApiError(0, 'Network error: Failed to fetch'), en.errorNetwork],
    ['no answer in time', new ApiError(0, 'No answer within 15 s', undefined, 'timeout'), en.errorTimeout],
    ['a 400 with the server’s message', new ApiError(400, 'Code is required'), 'Code is required'],
    ['a 409 with the server’s message', new ApiError(409, 'Already exists'), 'Already exists'],
    ['a 500 with the server’s message', new ApiError(500, 'Payment provider down'), 'Payment provider down'],
    ['a 400 without a message', new ApiError(400, 'Request failed with status 400'), en.errorRefused],
    ['a 403 without a message', new ApiError(403, 'Request failed with status 403', 'Forbidden'), en.errorRefused],
    ['a 404 without a message', new ApiError(404, 'Request failed with status 404'), en.errorRefused],
    ['a 429 without a message', new ApiError(429, 'Request failed with status 429'), en.errorTooManyRequests],
    ['a 500 without a message', new ApiError(500, 'Request failed with status 500'), en.errorServer],
    ['a 503 with an empty body', new ApiError(503, 'Request failed with status 503', {}), en.errorServer],
    ['an Error that is no API error', new Error('boom'), en.errorUnexpected],
    ['something thrown that is no Error', 'boom', en.errorUnexpected],
  ])('%s', (_case, error, expected) => {
    expect(apiErrorMessage(error)).toBe(expected);
  });

  it('speaks the chosen language', async () => {
    await switchLanguage('fr');
    expect(apiErrorMessage(new ApiError(0, 'No answer', undefined, 'timeout'))).toBe(kitFrench.errorTimeout);
  });
});
