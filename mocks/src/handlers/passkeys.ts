import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Passkey, PasskeyListResponse, PasskeyOptionsResponse } from '@panel/api/contract';
import type { StoredPasskey, WebAuthnCeremony } from '../auth-extra-state';
import { AUTH_SETTINGS, CEREMONY_TTL_MS } from '../auth-settings';
import { bannedAnswer } from '../auth/checks';
import { db } from '../db';
import { passkeysOf, removePasskey } from '../domain/passkeys';
import { isPlainObject, type JsonObject } from '../http/body';
import { defineHandler, fail } from '../http/define-handler';
import { apiError } from '../http/respond';
import { createSession, randomToken, takeUnexpired } from '../http/session';

const VERIFY_FAILED = 'Passkey could not be verified';

const openCeremony = (ceremony: Omit<WebAuthnCeremony, 'expiresAt'>): string => {
  const id = randomToken();
  db.webauthnCeremonies.set(id, { ...ceremony, expiresAt: Date.now() + CEREMONY_TTL_MS });
  return id;
};

const toWire = (passkey: StoredPasskey): Passkey => ({
  id: passkey.id,
  createdAt: passkey.createdAt,
  lastUsedAt: passkey.lastUsedAt,
});

/** The ceremony id and the browser's credential JSON of a verify call; fails 400 otherwise. */
function verifyBodyOf(body: JsonObject): { ceremonyId: string; response: JsonObject } {
  const { ceremonyId, response } = body;
  if (typeof ceremonyId !== 'string' || ceremonyId === '') return fail(400, 'ceremonyId is required');
  if (!isPlainObject(response) || typeof response.id !== 'string') return fail(400, 'response must be a WebAuthn credential');
  return { ceremonyId, response };
}

const expected = () => ({ expectedOrigin: AUTH_SETTINGS.panelOrigin, expectedRPID: AUTH_SETTINGS.webauthnRpId });

export const passkeyHandlers = [
  defineHandler({
    operation: 'passkeyRegistrationOptions',
    auth: 'user',
    handle: async ({ session: { user } }): Promise<PasskeyOptionsResponse> => {
      const options = await generateRegistrationOptions({
        rpName: db.config.info.name,
        rpID: AUTH_SETTINGS.webauthnRpId,
        userName: user.email,
        userDisplayName: user.username,
        userID: new TextEncoder().encode(user._id),
        attestationType: 'none',
        excludeCredentials: passkeysOf(user._id).map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      const ceremonyId = openCeremony({ kind: 'registration', challenge: options.challenge, userId: user._id });
      return { ceremonyId, options: { ...options } };
    },
  }),

  defineHandler({
    operation: 'passkeyRegistrationVerify',
    auth: 'user',
    handle: async ({ body: rawBody, session }) => {
      const body = verifyBodyOf(rawBody);
      const ceremony = takeUnexpired(db.webauthnCeremonies, body.ceremonyId);
      if (!ceremony || ceremony.kind !== 'registration' || ceremony.userId !== session.user._id) {
        return fail(400, 'This passkey request expired. Start again.');
      }
      try {
        const result = await verifyRegistrationResponse({
          response: body.response as unknown as RegistrationResponseJSON,
          expectedChallenge: ceremony.challenge,
          ...expected(),
          requireUserVerification: false,
        });
        if (!result.verified) return apiError(400, VERIFY_FAILED);
        const { credential } = result.registrationInfo;
        if (db.passkeys.has(credential.id)) return apiError(400, 'This passkey is already registered');
        const passkey: StoredPasskey = {
          id: credential.id,
          userId: session.user._id,
          publicKey: credential.publicKey,
          counter: credential.counter,
          transports: credential.transports ?? [],
          name: `Passkey ${passkeysOf(session.user._id).length + 1}`,
          createdAt: Date.now(),
          lastUsedAt: null,
        };
        db.passkeys.set(passkey.id, passkey);
        return { status: 201, body: toWire(passkey) };
      } catch {
        return apiError(400, VERIFY_FAILED);
      }
    },
  }),

  defineHandler({
    operation: 'passkeyLoginOptions',
    auth: 'public',
    handle: async (): Promise<PasskeyOptionsResponse> => {
      const options = await generateAuthenticationOptions({
        rpID: AUTH_SETTINGS.webauthnRpId,
        userVerification: 'preferred',
      });
      const ceremonyId = openCeremony({ kind: 'authentication', challenge: options.challenge, userId: null });
      return { ceremonyId, options: { ...options } };
    },
  }),

  defineHandler({
    operation: 'passkeyLoginVerify',
    auth: 'public',
    handle: async ({ body: rawBody }) => {
      const body = verifyBodyOf(rawBody);
      const ceremony = takeUnexpired(db.webauthnCeremonies, body.ceremonyId);
      const passkey = db.passkeys.get(body.response.id as string);
      const user = passkey && db.users.get(passkey.userId);
      if (!ceremony || ceremony.kind !== 'authentication' || !passkey || !user) return apiError(401, VERIFY_FAILED);
      try {
        const result = await verifyAuthenticationResponse({
          response: body.response as unknown as AuthenticationResponseJSON,
          expectedChallenge: ceremony.challenge,
          ...expected(),
          credential: { id: passkey.id, publicKey: passkey.publicKey, counter: passkey.counter, transports: passkey.transports },
          requireUserVerification: false,
        });
        if (!result.verified) return apiError(401, VERIFY_FAILED);
        passkey.counter = result.authenticationInfo.newCounter;
        passkey.lastUsedAt = Date.now();
        // After the signature, so only the passkey's holder learns of the ban (as with a password).
        return bannedAnswer(user) ?? createSession(user);
      } catch {
        return apiError(401, VERIFY_FAILED);
      }
    },
  }),

  defineHandler({
    operation: 'listPasskeys',
    auth: 'user',
    handle: ({ session }): PasskeyListResponse => ({ passkeys: passkeysOf(session.user._id).map(toWire) }),
  }),

  defineHandler({
    operation: 'deletePasskey',
    auth: 'user',
    handle: ({ params, session }) => {
        removePasskey(session.user._id, params.id ?? '');
        return null;
    },
  }),
];
