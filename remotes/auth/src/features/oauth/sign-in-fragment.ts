export type SignInFragment = { kind: 'code'; code: string } | { kind: 'cancelled' } | { kind: 'failed' };

/** What the backend's redirect put in the fragment of `/auth/authenticated`. */
export function readSignInFragment(hash: string): SignInFragment {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = params.get('code');
  if (code) return { kind: 'code', code };
  if (params.get('error') === 'access_denied') return { kind: 'cancelled' };
  return { kind: 'failed' };
}
