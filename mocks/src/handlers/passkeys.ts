import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { http, HttpResponse } from 'msw';
import type { Passkey, PasskeyListResponse, PasskeyOptionsResponse } from '@panel/api/contract';
import type { StoredPasskey, WebAuthnCeremony } from '../auth-extra-state';
import { AUTH_SETTINGS, CEREMONY_TTL_MS } from '../auth-settings';
import { bannedAnswer } from '../auth/checks';
import { db } from '../db';
import { authenticate } from '../http/auth-guard';
import { isPlainObject, readJsonObject, rejectUnknownKeys, type JsonObject } from '../http/body';
import { apiError, noContent } from '../http/respond';
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

/** The ceremony id and the browser's credential JSON, or the 400 to answer. */
async function readVerifyBody(request: Request): Promise<{ ceremonyId: string; response: JsonObject } | Response> {
  const body = await readJsonObject(request);
  if (body instanceof Response) return body;
  const unknownKey = rejectUnknownKeys(body, ['ceremonyId', 'response']);
  if (unknownKey) return unknownKey;
  const { ceremonyId, response } = body;
  if (typeof ceremonyId !== 'string' || ceremonyId === '') return apiError(400, 'ceremonyId is required');
  if (!isPlainObject(response) || typeof response.id !== 'string') return apiError(400, 'response must be a WebAuthn credential');
  return { ceremonyId, response };
}

const expected = () => ({ expectedOrigin: AUTH_SETTINGS.panelOrigin, expectedRPID: AUTH_SETTINGS.webauthnRpId });

export const passkeyHandlers = [
  http.post('*/api/auth/passkey/register/options', async ({ request }) => {
    const session = authenticate(request);
    if (session instanceof Response) return session;
    const { user } = session;
    const options = await generateRegistrationOptions({
      rpName: db.config.info.name,
      rpID: AUTH_SETTINGS.webauthnRpId,
      userName: user.email,
      userDisplayName: user.username,
      userID: new TextEncoder().encode(user._id),
      attestationType: 'none',
      excludeCredentials: [...db.passkeys.values()]
        .filter((passkey) => passkey.userId === user._id)
        .map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    const ceremonyId = openCeremony({ kind: 'registration', challenge: options.challenge, userId: user._id });
    return HttpResponse.json({ ceremonyId, options: { ...options } } satisfies PasskeyOptionsResponse);
  }),

  http.post('*/api/auth/passkey/register/verify', async ({ request }) => {
    const session = authenticate(request);
    if (session instanceof Response) return session;
    const body = await readVerifyBody(request);
    if (body instanceof Response) return body;
    const ceremony = takeUnexpired(db.webauthnCeremonies, body.ceremonyId);
    if (!ceremony || ceremony.kind !== 'registration' || ceremony.userId !== session.user._id) {
      return apiError(400, 'This passkey request expired. Start again.');
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
        createdAt: Date.now(),
        lastUsedAt: null,
      };
      db.passkeys.set(passkey.id, passkey);
      return HttpResponse.json(toWire(passkey), { status: 201 });
    } catch {
      return apiError(400, VERIFY_FAILED);
    }
  }),

  http.post('*/api/auth/passkey/login/options', async () => {
    const options = await generateAuthenticationOptions({
      rpID: AUTH_SETTINGS.webauthnRpId,
      userVerification: 'preferred',
    });
    const ceremonyId = openCeremony({ kind: 'authentication', challenge: options.challenge, userId: null });
    return HttpResponse.json({ ceremonyId, options: { ...options } } satisfies PasskeyOptionsResponse);
  }),

  http.post('*/api/auth/passkey/login/verify', async ({ request }) => {
    const body = await readVerifyBody(request);
    if (body instanceof Response) return body;
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
      return bannedAnswer(user) ?? HttpResponse.json(createSession(user));
    } catch {
      return apiError(401, VERIFY_FAILED);
    }
  }),

  http.get('*/api/auth/passkeys', ({ request }) => {
    const session = authenticate(request);
    if (session instanceof Response) return session;
    const passkeys = [...db.passkeys.values()].filter((passkey) => passkey.userId === session.user._id).map(toWire);
    return HttpResponse.json({ passkeys } satisfies PasskeyListResponse);
  }),

  http.delete('*/api/auth/passkeys/:id', ({ request, params }) => {
    const session = authenticate(request);
    if (session instanceof Response) return session;
    const passkey = db.passkeys.get(String(params.id));
    if (!passkey || passkey.userId !== session.user._id) return apiError(404, 'Passkey not found');
    db.passkeys.delete(passkey.id);
    return noContent();
  }),
];
