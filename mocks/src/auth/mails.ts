import { AUTH_SETTINGS } from '../auth-settings';
import { now } from '../clock';
import type { DbUser } from '../db';
import { db } from '../db';
import { randomToken } from '../http/session';
import { sendMail } from './outbox';

const VERIFY_TTL_MS = 24 * 3600_000;
const RESET_TTL_MS = 3600_000;

// The token travels in the fragment: browsers never send it to a server or into its logs.
// Links point at the configured panel, never at the request's Origin: an anonymous reset
// request with a forged Origin would otherwise mail the victim a token for another site.
export function sendVerificationMail(user: DbUser): void {
  const token = randomToken();
  db.auth.verifyTokens.set(token, { userId: user._id, expires: Date.now() + VERIFY_TTL_MS });
  // The resend cooldown follows the mock's clock, as every limit does.
  db.auth.lastVerificationMail.set(user._id, now());
  const link = `${AUTH_SETTINGS.panelOrigin}/auth/verify#token=${token}`;
  sendMail({
    to: user.email,
    kind: 'verification',
    subject: `Verify your email for ${db.config.info.name}`,
    text: `Open this link to verify your email address: ${link}\nIt is valid for 24 hours.`,
    link,
  });
}

export function sendResetMail(user: DbUser): void {
  const token = randomToken();
  db.auth.resetTokens.set(token, { userId: user._id, expires: Date.now() + RESET_TTL_MS });
  const link = `${AUTH_SETTINGS.panelOrigin}/auth/forgot-password#token=${token}`;
  sendMail({
    to: user.email,
    kind: 'password-reset',
    subject: `Reset your ${db.config.info.name} password`,
    text: `Open this link to choose a new password: ${link}\nIt is valid for 1 hour. If you did not ask for it, ignore this mail.`,
    link,
  });
}

/** The user a one-time token belongs to, consuming it; null when unknown or expired. */
export function takeToken(tokens: Map<string, { userId: string; expires: number }>, token: string): DbUser | null {
  const entry = tokens.get(token);
  tokens.delete(token);
  if (!entry || entry.expires < Date.now()) return null;
  return db.users.get(entry.userId) ?? null;
}

/** A mail that only shows the instance's mail reaches people (the staff test-mail call). */
export function sendTestMail(to: string): void {
  sendMail({
    to,
    kind: 'test',
    subject: `Test mail from ${db.config.info.name}`,
    text: `This is a test mail sent from the ${db.config.info.name} panel settings. If you can read it, mail works.`,
    link: AUTH_SETTINGS.panelOrigin,
  });
}
