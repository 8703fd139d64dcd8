import bcrypt from 'bcryptjs';
import { http, HttpResponse } from 'msw';
import { emailFrom, rateLimited, userByEmail, weakPassword } from '../auth/checks';
import { sendResetMail, sendVerificationMail, takeToken } from '../auth/mails';
import { RESET_REQUEST_LIMIT, VERIFICATION_RESEND_COOLDOWN_MS, recordEvent, secondsToWait } from '../auth/rate-limit';
import { db } from '../db';
import { authenticate } from '../http/auth-guard';
import { readJsonObject, rejectUnknownKeys } from '../http/body';
import { apiError, noContent } from '../http/respond';

const INVALID_LINK = 'This link is invalid or has expired';

const tokenFrom = (value: unknown): string | Response =>
  typeof value === 'string' && value !== '' ? value : apiError(400, 'A token is required');

/** The flows that go through a mailed link: email verification and password reset. */
export const accountMailHandlers = [
  http.post('*/api/auth/verify/resend', ({ request }) => {
    const session = authenticate(request);
    if (session instanceof Response) return session;
    const { user } = session;
    if (user.verified) return apiError(409, 'This email address is already verified');
    const last = db.auth.lastVerificationMail.get(user._id);
    const waitMs = last === undefined ? 0 : last + VERIFICATION_RESEND_COOLDOWN_MS - Date.now();
    if (waitMs > 0) return rateLimited(Math.ceil(waitMs / 1000), 'A verification mail was sent a moment ago');
    sendVerificationMail(user);
    return noContent();
  }),

  http.post('*/api/auth/verify', async ({ request }) => {
    const body = await readJsonObject(request);
    if (body instanceof Response) return body;
    const unknownKey = rejectUnknownKeys(body, ['token']);
    if (unknownKey) return unknownKey;
    const token = tokenFrom(body.token);
    if (token instanceof Response) return token;
    const user = takeToken(db.auth.verifyTokens, token);
    if (!user) return apiError(400, INVALID_LINK);
    user.verified = true;
    return noContent();
  }),

  http.post('*/api/auth/password/forgot', async ({ request }) => {
    const body = await readJsonObject(request);
    if (body instanceof Response) return body;
    const unknownKey = rejectUnknownKeys(body, ['email']);
    if (unknownKey) return unknownKey;
    const email = emailFrom(body.email);
    if (email instanceof Response) return email;

    // Counted and limited for every address alike, so the limit reveals nothing either.
    const now = Date.now();
    const wait = secondsToWait(db.auth.resetRequests, email, RESET_REQUEST_LIMIT, now);
    if (wait) return rateLimited(wait, 'Too many reset requests for this email');
    recordEvent(db.auth.resetRequests, email, now);

    const user = userByEmail(email);
    if (user) sendResetMail(user);
    return new HttpResponse(null, { status: 202 });
  }),

  http.post('*/api/auth/password/reset', async ({ request }) => {
    const body = await readJsonObject(request);
    if (body instanceof Response) return body;
    const unknownKey = rejectUnknownKeys(body, ['token', 'password']);
    if (unknownKey) return unknownKey;
    const token = tokenFrom(body.token);
    if (token instanceof Response) return token;
    const weak = weakPassword(body.password);
    if (weak) return weak;
    const user = takeToken(db.auth.resetTokens, token);
    if (!user) return apiError(400, INVALID_LINK);

    user.passwordHash = await bcrypt.hash(String(body.password), 10);
    for (const [session, userId] of db.sessions) if (userId === user._id) db.sessions.delete(session);
    db.auth.loginFailures.delete(user.email.toLowerCase());
    return noContent();
  }),
];
