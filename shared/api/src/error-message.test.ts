import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import {
  apiErrorMessage,
  NETWORK_ERROR_MESSAGE,
  REFUSED_MESSAGE,
  SERVER_ERROR_MESSAGE,
  TOO_MANY_REQUESTS_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
} from './error-message';

describe('apiErrorMessage', () => {
  it.each([
    ['no answer (network, CORS, abort)', new ApiError(0, 'Network error: Failed to fetch'), NETWORK_ERROR_MESSAGE],
    ['a 400 with the server’s message', new ApiError(400, 'Code is required'), 'Code is required'],
    ['a 409 with the server’s message', new ApiError(409, 'Already exists'), 'Already exists'],
    ['a 500 with the server’s message', new ApiError(500, 'Payment provider down'), 'Payment provider down'],
    ['a 400 without a message', new ApiError(400, 'Request failed with status 400'), REFUSED_MESSAGE],
    ['a 403 without a message', new ApiError(403, 'Request failed with status 403', 'Forbidden'), REFUSED_MESSAGE],
    ['a 404 without a message', new ApiError(404, 'Request failed with status 404'), REFUSED_MESSAGE],
    ['a 429 without a message', new ApiError(429, 'Request failed with status 429'), TOO_MANY_REQUESTS_MESSAGE],
    ['a 500 without a message', new ApiError(500, 'Request failed with status 500'), SERVER_ERROR_MESSAGE],
    ['a 503 with an empty body', new ApiError(503, 'Request failed with status 503', {}), SERVER_ERROR_MESSAGE],
    ['an Error that is no API error', new Error('boom'), UNEXPECTED_ERROR_MESSAGE],
    ['something thrown that is no Error', 'boom', UNEXPECTED_ERROR_MESSAGE],
  ])('%s', (_case, error, expected) => {
    expect(apiErrorMessage(error)).toBe(expected);
  });
});
