import bcrypt from 'bcryptjs';
import { randomUUID } from 'node:crypto';
import {
  bannedAnswer,
  clientAddress,
  emailFrom,
  MAX_PASSWORD_LENGTH,
  missingTurnstile,
  rateLimited,
  userByEmail,
  weakPassword,
} from '../auth/checks';
import { sendVerificationMail } from '../auth/mails';
import {
  forgetEvent,
  LOGIN_ADDRESS_FAILURE_LIMIT,
  LOGIN_FAILURE_LIMIT,
  recordEvent,
  secondsToWait,
  SIGN_UP_LIMIT,
} from '../auth/rate-limit';
import { now } from '../clock';
import { db, type DbUser } from '../db';
import { recordSignInAddress } from '../domain/accounts';
import { recordReferral } from '../domain/referrals';
import type { JsonObject } from '../http/body';
import { defineHandler, fail } from '../http/define-handler';
import { createSession } from '../http/session';
import { avatar } from '../seed';

// Compared against for unknown emails, so both failure cases cost the same time.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', 6);
const EMAIL_SIGN_IN_OFF = 'Signing in with email and password is turned off on this panel';
const ACCOUNT_EXISTS = 'An account with this email already exists. Sign in instead.';

/** The normalised email of a sign-in or sign-up body; fails 400 when it is not an email. */
const emailOf = (body: JsonObject): string => {
  const email = emailFrom(body.email);
  return email instanceof Response ? fail(400, 'A valid email is required') : email;
};

export const authHandlers = [
  defineHandler({
    operation: 'login',
    auth: 'public',
    handle: async ({ request, body }) => {
      const email = emailOf(body);
      const { password } = body;
      if (typeof password !== 'string' || password === '') return fail(400, 'Password is required');
      if (password.length > MAX_PASSWORD_LENGTH) fail(400, 'Invalid email or password');
      const noChallenge = missingTurnstile(body.turnstileToken);
      if (noChallenge) return noChallenge;
      if (!db.config.settings.login.email) fail(403, EMAIL_SIGN_IN_OFF);

      const attemptAt = now();
      const client = clientAddress(request);
      const emailWait = secondsToWait(db.auth.loginFailures, email, LOGIN_FAILURE_LIMIT, attemptAt);
      const addressWait = secondsToWait(db.auth.loginFailuresByAddress, client, LOGIN_ADDRESS_FAILURE_LIMIT, attemptAt);
      if (emailWait || addressWait) {
        const byAddress = addressWait > emailWait;
        return rateLimited(Math.max(emailWait, addressWait), `Too many failed sign-ins ${byAddress ? 'from this address' : 'for this email'}`);
      }

      // Counted as failed before the slow hash comparison, in the same synchronous step as the
      // check: attempts arriving together would otherwise all pass the check before any counted.
      recordEvent(db.auth.loginFailures, email, attemptAt);
      recordEvent(db.auth.loginFailuresByAddress, client, attemptAt);
      const user = userByEmail(email);
      const matches = await bcrypt.compare(password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !matches) return fail(401, 'Invalid email or password');
      // The email's count ends; the address's loses only this attempt: signing in to one's own
      // account must not reset a spray's.
      db.auth.loginFailures.delete(email);
      forgetEvent(db.auth.loginFailuresByAddress, client, attemptAt);
      const banned = bannedAnswer(user);
      if (banned) return banned;
      recordSignInAddress(user._id, client);
      return createSession(user);
    },
  }),

  defineHandler({
    operation: 'register',
    auth: 'public',
    handle: async ({ request, body }) => {
      const email = emailOf(body);
      const weak = weakPassword(body.password);
      if (weak) return weak;
      const noChallenge = missingTurnstile(body.turnstileToken);
      if (noChallenge) return noChallenge;
      if (!db.config.settings.login.email) fail(403, EMAIL_SIGN_IN_OFF);
      // Limited before the answer says whether the address is taken, and a taken address
      // counts as an attempt: otherwise the 409 would tell anyone, without limit, who has an account.
      const attemptAt = now();
      const client = clientAddress(request);
      const wait = secondsToWait(db.auth.signUps, client, SIGN_UP_LIMIT, attemptAt);
      if (wait) return rateLimited(wait, 'Too many sign-up attempts from this address');
      recordEvent(db.auth.signUps, client, attemptAt);
      if (userByEmail(email)) fail(409, ACCOUNT_EXISTS);

      const passwordHash = await bcrypt.hash(String(body.password), 10);
      // Checked again after the hash, and nothing awaits from here to the insert: a sign-up
      // with the same email at the same moment may have created the account meanwhile.
      if (userByEmail(email)) fail(409, ACCOUNT_EXISTS);
      const username = email.split('@')[0] ?? email;
      const user: DbUser = {
        _id: `u-${randomUUID().slice(0, 8)}`,
        username,
        email,
        avatarUrl: avatar(username),
        rank: 'USER',
        passwordHash,
        balance: 0,
        coins: 0,
        verified: false,
        plans: [],
      };
      db.users.set(user._id, user);
      db.config.stats.users.total = db.users.size;
      recordReferral(user, typeof body.referrer === 'string' ? body.referrer : undefined, client);
      sendVerificationMail(user);
      return { status: 201, body: createSession(user) };
    },
  }),

  defineHandler({
    operation: 'logout',
    auth: 'user',
    handle: ({ session }) => {
      db.sessions.delete(session.token);
      return null;
    },
  }),
];
