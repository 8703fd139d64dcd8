import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { api, call } from '@panel/api';
import type { LoginResponse, PasskeyVerifyRequest } from '@panel/api/contract';

/** POST /api/auth/passkey/login/options: a challenge for a discoverable passkey, and its ceremony id. */
export const postPasskeySignInOptions = async () => {
  const { ceremonyId, options } = await call(api.POST('/api/auth/passkey/login/options'));
  return { ceremonyId, options: options as unknown as PublicKeyCredentialRequestOptionsJSON };
};

/** POST /api/auth/passkey/login/verify: the server checks challenge, origin, signature and counter, and answers the session. */
export const postPasskeySignInVerify = (body: PasskeyVerifyRequest): Promise<LoginResponse> =>
  call(api.POST('/api/auth/passkey/login/verify', { body }));
