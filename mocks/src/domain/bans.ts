import type { Ban } from '@panel/api/contract';
import { now } from '../clock';
import { db, type DbUser } from '../db';

/**
 * The user's ban while it lasts: a ban whose end has passed (by the mock's clock) no longer
 * blocks sign-in or calls. Null when the account is not banned, or no longer.
 */
export function activeBan(user: DbUser): Ban | null {
  if (!user.ban) return null;
  const until = db.domain.accounts.get(user._id)?.banUntil ?? null;
  if (until !== null && until <= now()) return null;
  return { reason: user.ban.reason, date: user.ban.date, until };
}
