import { safeReturnPath } from '@panel/rules';
import { sessionStore } from './session-store';
import { STORAGE_KEYS, readItem, writeItem } from './storage';

const currentPath = () => window.location.pathname + window.location.search;

/**
 * Where to go back to after signing in (localStorage `comingFrom`). This module is its only
 * reader and writer. Nothing is remembered after the user chose to sign out, or for a path
 * that is not same-origin.
 */
export function rememberComingFrom(path: string = currentPath()): void {
  if (sessionStore.getState().signedOut) return;
  const safe = safeReturnPath(path);
  if (safe) writeItem(STORAGE_KEYS.comingFrom, safe);
}

/** The validated return path, removed from storage; null when none or unsafe (storage may be tampered with). */
export function takeComingFrom(): string | null {
  const path = safeReturnPath(readItem(STORAGE_KEYS.comingFrom));
  writeItem(STORAGE_KEYS.comingFrom, null);
  return path;
}
