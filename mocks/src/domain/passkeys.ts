import type { StoredPasskey } from '../auth-extra-state';
import { db } from '../db';
import { fail } from '../http/define-handler';

/** The user's passkeys, in the order they were registered. */
export const passkeysOf = (userId: string): StoredPasskey[] => [...db.passkeys.values()].filter((passkey) => passkey.userId === userId);

/** One of the user's passkeys; another user's is as unknown as a missing one (404). */
export function passkeyOf(userId: string, id: string): StoredPasskey {
  const passkey = db.passkeys.get(id);
  return passkey && passkey.userId === userId ? passkey : fail(404, 'Passkey not found');
}

/** Removes one of the user's passkeys: it no longer signs in. */
export function removePasskey(userId: string, id: string): void {
  db.passkeys.delete(passkeyOf(userId, id).id);
}

/** Removes every passkey of the user (staff turning off their second factor); answers how many. */
export function removeAllPasskeys(userId: string): number {
  const owned = passkeysOf(userId);
  for (const passkey of owned) db.passkeys.delete(passkey.id);
  return owned.length;
}
