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
    [
      "the contract's list of lines",
      new ApiError(400, 'Invalid', { fields: [{ field: 'body.email', message: 'is taken' }, { field: 'body.email', message: 'second' }, { field: 'body.data.code', message: 'is used' }] }),
      { fields: { email: 'is taken', code: 'is used' } },
    ],
    [
      'lines about no body field stay for the form',
      new ApiError(400, 'Invalid page', { fields: [{ field: 'body.name', message: 'is required' }, { field: 'query.page', message: 'must be >= 1' }] }),
      { fields: { name: 'is required' }, message: 'Invalid page' },
    ],
    ['only lines about no body field', new ApiError(400, 'Invalid page', { fields: [{ field: 'query.page', message: 'must be >= 1' }] }), { fields: {}, message: 'Invalid page' }],
  ])('%s', (_case, error, expected) => {
    expect(serverErrorsOf(error)).toEqual(expected);
  });

  it('throws on what is not an API error', () => {
    expect(() => serverErrorsOf(new TypeError('bug'))).toThrow('bug');
  });
});
