import type { AuthMessage } from '../../messages';

export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  scope: string;
  state: string | null;
  /** PKCE S256 challenge, passed on to the server. */
  codeChallenge: string | null;
}

const PKCE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** A valid request, or the message that says what is wrong with it. */
export type ParsedAuthorizeRequest = { ok: true; request: AuthorizeRequest } | { ok: false; problem: AuthMessage };

/**
 * The query of `/auth/authorize`, checked before anything is asked of the server. Whether
 * the redirect URI is registered for the client is the server's answer; here only its shape.
 */
export function parseAuthorizeRequest(search: string): ParsedAuthorizeRequest {
  const params = new URLSearchParams(search);
  const clientId = params.get('client_id')?.trim() ?? '';
  const redirectUri = params.get('redirect_uri') ?? '';
  const responseType = params.get('response_type');
  if (!clientId) return { ok: false, problem: 'authorizeNoClient' };
  if (responseType !== null && responseType !== 'code') {
    return { ok: false, problem: 'authorizeCodeFlowOnly' };
  }
  if (!isAcceptableRedirectUri(redirectUri)) {
    return { ok: false, problem: 'authorizeBadRedirect' };
  }
  const codeChallenge = params.get('code_challenge');
  if (codeChallenge !== null && (params.get('code_challenge_method') !== 'S256' || !PKCE_CHALLENGE.test(codeChallenge))) {
    return { ok: false, problem: 'authorizePkceS256Only' };
  }
  return {
    ok: true,
    request: { clientId, redirectUri, scope: params.get('scope') ?? '', state: params.get('state'), codeChallenge },
  };
}

/** An absolute http(s) URL without credentials or fragment (RFC 6749 section 3.1.2). */
export function isAcceptableRedirectUri(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.username === '' &&
    url.password === '' &&
    !value.includes('#')
  );
}

/** The registered redirect URI with the outcome appended, keeping any query it already has. */
export function buildClientRedirect(redirectUri: string, outcome: Record<string, string | null>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(outcome)) {
    if (value !== null) url.searchParams.set(name, value);
  }
  return url.toString();
}
