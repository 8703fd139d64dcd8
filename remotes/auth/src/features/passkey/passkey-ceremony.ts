import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { api, call } from '@panel/api';
import type { LoginResponse, Passkey } from '@panel/api/contract';

/** Signs in with a discoverable passkey; the server checks challenge, origin, signature and counter. */
export async function passkeySignIn(): Promise<LoginResponse> {
  const { ceremonyId, options } = await call(api.POST('/api/auth/passkey/login/options'));
  const response = await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
  return call(api.POST('/api/auth/passkey/login/verify', { body: { ceremonyId, response: { ...response } } }));
}

/** Creates a passkey for the signed-in user on this device. */
export async function addPasskey(): Promise<Passkey> {
  const { ceremonyId, options } = await call(api.POST('/api/auth/passkey/register/options'));
  const response = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  return call(api.POST('/api/auth/passkey/register/verify', { body: { ceremonyId, response: { ...response } } }));
}
