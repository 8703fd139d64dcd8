import { describe, expect, it } from 'vitest';
import { readSignInFragment } from './sign-in-fragment';

describe('readSignInFragment', () => {
  it.each([
    ['#code=abc123', { kind: 'code', code: 'abc123' }],
    ['code=abc123', { kind: 'code', code: 'abc123' }],
    ['#error=access_denied', { kind: 'cancelled' }],
    ['#error=invalid_request', { kind: 'failed' }],
    ['#code=', { kind: 'failed' }],
    ['', { kind: 'failed' }],
    ['#token=leaked', { kind: 'failed' }],
  ])('%j → %j', (hash, outcome) => {
    expect(readSignInFragment(hash)).toEqual(outcome);
  });
});
