import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { LoginResponse, Passkey } from '@panel/api/contract';
import { postPasskeyRegisterOptions, postPasskeyRegisterVerify } from '../../api/passkey-register';
import { postPasskeySignInOptions, postPasskeySignInVerify } from '../../api/passkey-sign-in';

/** Signs in with a discoverable passkey: the server's challenge, the browser's prompt, the server's check. */
export async function passkeySignIn(): Promise<LoginResponse> {
  const { ceremonyId, options } = await postPasskeySignInOptions();
  const response = await startAuthentication({ optionsJSON: options });
  return postPasskeySignInVerify({ ceremonyId, response: { ...response } });
}

/** Creates a passkey for the signed-in user on this device. */
export async function addPasskey(): Promise<Passkey> {
  const { ceremonyId, options } = await postPasskeyRegisterOptions();
  const response = await startRegistration({ optionsJSON: options });
  return postPasskeyRegisterVerify({ ceremonyId, response: { ...response } });
}
