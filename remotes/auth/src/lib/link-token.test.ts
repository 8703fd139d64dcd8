import { afterEach, describe, expect, it } from 'vitest';
import { readLinkToken, stripLinkToken } from './link-token';

describe('readLinkToken', () => {
  it.each([
    ['#token=abc-123_X', 'abc-123_X'],
    ['token=abc', 'abc'],
    ['#token=', null],
    ['#other=1', null],
    ['', null],
    ['#token=a%2Bb&x=1', 'a+b'],
  ])('%j → %j', (hash, expected) => {
    expect(readLinkToken(hash)).toBe(expected);
  });
});

describe('stripLinkToken', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('removes the token from the address bar and keeps path, query and history state', () => {
    window.history.replaceState({ idx: 3 }, '', '/auth/verify?x=1#token=secret');
    stripLinkToken();
    expect(window.location.href).toBe(`${window.location.origin}/auth/verify?x=1`);
    expect(window.history.state).toEqual({ idx: 3 });
  });

  it('leaves an address without a token alone', () => {
    window.history.replaceState(null, '', '/auth/verify#section');
    stripLinkToken();
    expect(window.location.hash).toBe('#section');
  });
});
