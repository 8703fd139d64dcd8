import type { User } from '@panel/api/contract';

/** The localStorage keys of decisions.md; nothing else is persisted. */
export const STORAGE_KEYS = {
  token: 'token',
  userId: 'userId',
  user: 'user',
  comingFrom: 'comingFrom',
  referrer: 'referrer',
  staffChangelogDialog: 'staffChangelogDialog',
} as const;

/**
 * Where a dismissed announcement is remembered. Its id comes from the configuration, so it
 * lives in its own namespace: no id can name (and overwrite) `token`, `user` or any key above.
 */
export const dismissedDialogKey = (dialogId: string) => `dialog:${dialogId}`;

// Storage can throw (disabled, quota, private mode); the app then runs without persistence.
export function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* persistence unavailable: the in-memory session still works */
  }
}

export function clearStorage(): void {
  try {
    localStorage.clear();
  } catch {
    /* nothing to clear */
  }
}

export type StoredUser =
  | { status: 'missing' }
  | { status: 'corrupt' }
  | { status: 'ok'; user: User };

const looksLikeUser = (value: unknown): value is User =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as User)._id === 'string' &&
  typeof (value as User).username === 'string';

/** Reads the stored user info; anything that is not a user object counts as corrupt. */
export function readStoredUser(): StoredUser {
  const raw = readItem(STORAGE_KEYS.user);
  if (raw === null) return { status: 'missing' };
  try {
    const parsed: unknown = JSON.parse(raw);
    return looksLikeUser(parsed) ? { status: 'ok', user: parsed } : { status: 'corrupt' };
  } catch {
    return { status: 'corrupt' };
  }
}
