import { describe, expect, it } from 'vitest';
import { ApiError } from '@panel/api';
import { retryAfterOf, tooManyAttemptsMessage, waitText } from './wait-time';

describe('waitText', () => {
  it.each([
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [900, '15 minutes'],
  ])('%d s → %j', (seconds, text) => {
    expect(waitText(seconds)).toBe(text);
  });
});

describe('retryAfterOf and tooManyAttemptsMessage', () => {
  it.each([
    [new ApiError(429, 'x', { message: 'x', retryAfter: 600 }), 600, 'Too many attempts. Try again in 10 minutes.'],
    [new ApiError(429, 'x', { message: 'x', retryAfter: 12.2 }), 13, 'Too many attempts. Try again in 13 seconds.'],
    [new ApiError(429, 'x'), null, 'Too many attempts. Wait a few minutes, then try again.'],
    [new ApiError(401, 'x', { retryAfter: 5 }), null, 'Too many attempts. Wait a few minutes, then try again.'],
    [new Error('x'), null, 'Too many attempts. Wait a few minutes, then try again.'],
  ])('%o', (error, seconds, message) => {
    expect(retryAfterOf(error)).toBe(seconds);
    expect(tooManyAttemptsMessage(error)).toBe(message);
  });
});
