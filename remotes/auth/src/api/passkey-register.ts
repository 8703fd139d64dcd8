import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { api, call } from '@panel/api';
import type { Passkey, PasskeyVerifyRequest } from '@panel/api/contract';

/** POST /api/auth/passkey/register/options: what the signed-in user's device needs to create a passkey. */
export const postPasskeyRegisterOptions = async () => {
  const { ceremonyId, options } = await call(api.POST('/api/auth/passkey/register/options'));
  return { ceremonyId, options: options as unknown as PublicKeyCredentialCreationOptionsJSON };
};

/** POST /api/auth/passkey/register/verify: stores the new passkey. */
export const postPasskeyRegisterVerify = (body: PasskeyVerifyRequest): Promise<Passkey> =>
  call(api.POST('/api/auth/passkey/register/verify', { body }));
