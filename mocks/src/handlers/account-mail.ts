import bcrypt from 'bcryptjs';
import { HttpResponse } from 'msw';
import { emailFrom, rateLimited, userByEmail, weakPassword } from '../auth/checks';
import { sendResetMail, sendVerificationMail, takeToken } from '../auth/mails';
import { RESET_REQUEST_LIMIT, VERIFICATION_RESEND_COOLDOWN_MS, recordEvent, secondsToWait } from '../auth/rate-limit';
import { now } from '../clock';
import { db } from '../db';
import { defineHandler, fail } from '../http/define-handler';

const INVALID_LINK = 'This link is invalid or has expired';

const tokenOf = (value: unknown): string => (typeof value === 'string' && value !== '' ? value : fail(400, 'A token is required'));

/** The flows that go through a mailed link: email verification and password reset. */
export const accountMailHandlers = [
  defineHandler({
    operation: 'resendVerification',
    auth: 'user',
    handle: ({ session: { user } }) => {
      if (user.verified) fail(409, 'This email address is already verified');
      const last = db.auth.lastVerificationMail.get(user._id);
      const waitMs = last === undefined ? 0 : last + VERIFICATION_RESEND_COOLDOWN_MS - now();
      if (waitMs > 0) return rateLimited(Math.ceil(waitMs / 1000), 'A verification mail was sent a moment ago');
      sendVerificationMail(user);
      return null;
    },
  }),

  defineHandler({
    operation: 'verifyEmail',
    auth: 'public',
    handle: ({ body }) => {
      const user = takeToken(db.auth.verifyTokens, tokenOf(body.token)) ?? fail(400, INVALID_LINK);
      user.verified = true;
      return null;
    },
  }),

  defineHandler({
    operation: 'forgotPassword',
    auth: 'public',
    handle: ({ body }) => {
      const email = emailFrom(body.email);
      if (email instanceof Response) return email;

      // Counted and limited for every address alike, so the limit reveals nothing either.
      const requestedAt = now();
      const wait = secondsToWait(db.auth.resetRequests, email, RESET_REQUEST_LIMIT, requestedAt);
      if (wait) return rateLimited(wait, 'Too many reset requests for this email');
      recordEvent(db.auth.resetRequests, email, requestedAt);

      const user = userByEmail(email);
      if (user) sendResetMail(user);
      return new HttpResponse(null, { status: 202 });
    },
  }),

  defineHandler({
    operation: 'resetPassword',
    auth: 'public',
    handle: async ({ body }) => {
      const token = tokenOf(body.token);
      const weak = weakPassword(body.password);
      if (weak) return weak;
      const user = takeToken(db.auth.resetTokens, token) ?? fail(400, INVALID_LINK);

      user.passwordHash = await bcrypt.hash(String(body.password), 10);
      for (const [session, userId] of db.sessions) if (userId === user._id) db.sessions.delete(session);
      db.auth.loginFailures.delete(user.email.toLowerCase());
      return null;
    },
  }),
];
