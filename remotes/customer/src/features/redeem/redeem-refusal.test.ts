import { describe, expect, it } from 'vitest';
import { ApiError } from '@panel/api';
import { normaliseCode, redeemRefusal } from './redeem-refusal';

describe('redeemRefusal', () => {
  it.each<[string, unknown, ReturnType<typeof redeemRefusal>]>([
    ['an unknown code (404)', new ApiError(404, 'This code does not exist'), { reason: 'unknown' }],
    // Our backend names the reason: it is read before the words, whatever they say or their language.
    ['a code already redeemed, by its reason', new ApiError(403, 'Code déjà utilisé', { message: 'Code déjà utilisé', reason: 'ALREADY_REDEEMED' }), { reason: 'alreadyRedeemed' }],
    ['an expired code, by its reason', new ApiError(403, 'Nope', { message: 'Nope', reason: 'EXPIRED' }), { reason: 'expired' }],
    ['a used-up code, by its reason', new ApiError(403, 'Nope', { message: 'Nope', reason: 'USED_UP' }), { reason: 'usedUp' }],
    ['a reason over words that say another', new ApiError(403, 'This code has expired', { message: 'This code has expired', reason: 'USED_UP' }), { reason: 'usedUp' }],
    // A reference backend says it only in words.
    ['a code already redeemed, in words (403)', new ApiError(403, 'You already redeemed this code'), { reason: 'alreadyRedeemed' }],
    ['an expired code, in words (403)', new ApiError(403, 'This code has expired'), { reason: 'expired' }],
    ['a used-up code, in words (403)', new ApiError(403, 'This code has been used up'), { reason: 'usedUp' }],
    ['an unknown reason, read from the words', new ApiError(403, 'This code has expired', { message: 'This code has expired', reason: 'REVOKED' }), { reason: 'expired' }],
    ['a reason of the object prototype', new ApiError(403, 'No', { message: 'No', reason: 'toString' }), null],
    ['too many attempts, with the wait', new ApiError(429, 'Too many attempts', { message: 'x', retryAfter: 899.2 }), { reason: 'tooManyAttempts', seconds: 900 }],
    ['too many attempts, without a wait', new ApiError(429, 'Too many attempts'), { reason: 'tooManyAttempts', seconds: 0 }],
    ['another 403', new ApiError(403, 'Your account is suspended'), null],
    ['a server failure', new ApiError(500, 'Boom'), null],
    ['a network failure', new ApiError(0, ''), null],
    ['not an API error', new Error('x'), null],
  ])('reads %s', (_, error, expected) => {
    expect(redeemRefusal(error)).toEqual(expected);
  });
});

describe('normaliseCode', () => {
  it.each([
    ['WELCOME100', 'WELCOME100'],
    ['  WELCOME100 \n', 'WELCOME100'],
    ['WEL COME', 'WELCOME'],
    ['   ', null],
    ['', null],
  ])('reads %j as %j', (typed, expected) => {
    expect(normaliseCode(typed)).toBe(expected);
  });
});
