import { ApiError } from '@panel/api';
import { describe, expect, it } from 'vitest';
import { serverErrorsOf } from './server-errors';

describe('serverErrorsOf', () => {
  it.each([
    ['a 400 with fields', new ApiError(400, 'Invalid', { message: 'Invalid', fields: { name: 'Too long' } }), { fields: { name: 'Too long' } }],
    ['a 400 without fields', new ApiError(400, 'Password is required', { message: 'Password is required' }), { fields: {}, message: 'Password is required' }],
    ['a 400 whose fields are not messages', new ApiError(400, 'Bad', { fields: { name: 3 } }), { fields: {}, message: 'Bad' }],
    ['a 409', new ApiError(409, 'Already exists', { message: 'Already exists', fields: { email: 'x' } }), { fields: {}, message: 'Already exists' }],
    ['no answer', new ApiError(0, 'Network down'), { fields: {}, message: 'Network down' }],
  ])('%s', (_case, error, expected) => {
    expect(serverErrorsOf(error)).toEqual(expected);
  });

  it('throws on what is not an API error', () => {
    expect(() => serverErrorsOf(new TypeError('bug'))).toThrow('bug');
  });
});
