import { describe, expect, it } from 'vitest';
import { authT } from '../../messages';
import { buildClientRedirect, isAcceptableRedirectUri, parseAuthorizeRequest } from './authorize-request';

const REDIRECT = 'https://gamepanel.example/oauth/callback';
const query = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;

describe('parseAuthorizeRequest', () => {
  it('reads client, redirect URI, scope and state', () => {
    expect(parseAuthorizeRequest(query({ client_id: 'game-panel', redirect_uri: REDIRECT, scope: 'identify email', state: 'xyz' }))).toEqual({
      ok: true,
      request: { clientId: 'game-panel', redirectUri: REDIRECT, scope: 'identify email', state: 'xyz', codeChallenge: null },
    });
  });

  it('keeps a missing state and scope as absent', () => {
    expect(parseAuthorizeRequest(query({ client_id: 'game-panel', redirect_uri: REDIRECT }))).toEqual({
      ok: true,
      request: { clientId: 'game-panel', redirectUri: REDIRECT, scope: '', state: null, codeChallenge: null },
    });
  });

  it('passes on a PKCE S256 challenge', () => {
    const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
    const parsed = parseAuthorizeRequest(
      query({ client_id: 'game-panel', redirect_uri: REDIRECT, code_challenge: challenge, code_challenge_method: 'S256' }),
    );
    expect(parsed.ok && parsed.request.codeChallenge).toBe(challenge);
  });

  it.each([
    ['no client_id', { redirect_uri: REDIRECT }, /client_id/],
    ['a blank client_id', { client_id: '  ', redirect_uri: REDIRECT }, /client_id/],
    ['no redirect_uri', { client_id: 'game-panel' }, /redirect_uri/],
    ['a relative redirect_uri', { client_id: 'game-panel', redirect_uri: '/callback' }, /redirect_uri/],
    ['a protocol-relative redirect_uri', { client_id: 'game-panel', redirect_uri: '//evil.example/cb' }, /redirect_uri/],
    ['a javascript: redirect_uri', { client_id: 'game-panel', redirect_uri: 'javascript:alert(1)' }, /redirect_uri/],
    ['a plain PKCE challenge', { client_id: 'game-panel', redirect_uri: REDIRECT, code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM' }, /S256/],
    ['a malformed PKCE challenge', { client_id: 'game-panel', redirect_uri: REDIRECT, code_challenge: 'short', code_challenge_method: 'S256' }, /S256/],
    ['an implicit-flow request', { client_id: 'game-panel', redirect_uri: REDIRECT, response_type: 'token' }, /response_type/],
  ])('refuses %s', (_case, params, message) => {
    const parsed = parseAuthorizeRequest(query(params));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(authT(parsed.problem)).toMatch(message);
  });
});

describe('isAcceptableRedirectUri', () => {
  it.each([
    [REDIRECT, true],
    ['http://localhost:8080/cb', true],
    ['https://gamepanel.example/cb?tenant=1', true],
    ['https://gamepanel.example/cb#frag', false],
    ['https://user:pass@gamepanel.example/cb', false],
    ['data:text/html,hi', false],
    ['javascript:alert(1)', false],
    ['ftp://gamepanel.example/cb', false],
    ['not a url', false],
    ['', false],
  ])('%j → %s', (uri, acceptable) => {
    expect(isAcceptableRedirectUri(uri)).toBe(acceptable);
  });
});

describe('buildClientRedirect', () => {
  it.each([
    [REDIRECT, { code: 'c1', state: 's1' }, `${REDIRECT}?code=c1&state=s1`],
    [REDIRECT, { error: 'access_denied', state: 's1' }, `${REDIRECT}?error=access_denied&state=s1`],
    [REDIRECT, { code: 'c1', state: null }, `${REDIRECT}?code=c1`],
    [`${REDIRECT}?tenant=7`, { code: 'c1', state: 'a b&c' }, `${REDIRECT}?tenant=7&code=c1&state=a+b%26c`],
  ])('%s + %j → %s', (uri, outcome, expected) => {
    expect(buildClientRedirect(uri, outcome)).toBe(expected);
  });

  it('never changes the host, whatever the state holds', () => {
    const target = new URL(buildClientRedirect(REDIRECT, { code: 'c', state: '@evil.example/' }));
    expect(target.origin + target.pathname).toBe(REDIRECT);
  });
});
