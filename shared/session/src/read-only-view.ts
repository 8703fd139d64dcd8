import { api } from '@panel/api';
import { STORAGE_KEYS, readItem, writeItem } from './storage';

/**
 * An admin looking at a customer's panel as they see it ("View as customer"): the tab runs on a
 * read-only session of the customer's that the API issued to the admin (never the customer's
 * credentials; every write is refused), while the admin's own session waits in this tab's
 * sessionStorage, outside the localStorage keys of decisions.md, until they come back.
 */
export interface ReadOnlyView {
  adminToken: string;
  adminUserId: string;
  customerId: string;
  username: string;
  expires: number;
  /** Where the admin came from, to return to. */
  returnTo: string;
}

const KEY = 'readOnlyView';

function readParked(): ReadOnlyView | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (raw === null) return null;
    const value = JSON.parse(raw) as Partial<ReadOnlyView>;
    const fields = [value.adminToken, value.adminUserId, value.customerId, value.username, value.returnTo];
    return fields.every((field) => typeof field === 'string') && typeof value.expires === 'number' ? (value as ReadOnlyView) : null;
  } catch {
    return null;
  }
}

function park(view: ReadOnlyView | null): void {
  try {
    if (view) sessionStorage.setItem(KEY, JSON.stringify(view));
    else sessionStorage.removeItem(KEY);
  } catch {
    /* no sessionStorage: the admin signs in again after the view */
  }
}

/** The view this tab is in, if the session it runs on is still the viewed customer's. */
export function currentReadOnlyView(): ReadOnlyView | null {
  const view = readParked();
  return view && readItem(STORAGE_KEYS.userId) === view.customerId ? view : null;
}

/** A full page load: every cache of the last account goes with it. */
type Go = (path: string) => void;
const loadPage: Go = (path) => window.location.assign(path);

const switchSession = (token: string, userId: string, path: string, go: Go) => {
  writeItem(STORAGE_KEYS.token, token);
  writeItem(STORAGE_KEYS.userId, userId);
  // The next page fetches whose account it is; nothing of the last one is shown meanwhile.
  writeItem(STORAGE_KEYS.user, null);
  go(path);
};

/** Opens the customer's panel in this tab on the read-only session the API gave, parking the admin's own. */
export function startReadOnlyView(view: { token: string; id: string; username: string; expires: number }, returnTo: string, go: Go = loadPage): void {
  const adminToken = readItem(STORAGE_KEYS.token);
  const adminUserId = readItem(STORAGE_KEYS.userId);
  if (!adminToken || !adminUserId) return;
  park({ adminToken, adminUserId, customerId: view.id, username: view.username, expires: view.expires, returnTo });
  switchSession(view.token, view.id, '/', go);
}

/** Ends the view (the API forgets its session) and brings the admin's own session back, where they were. */
export async function endReadOnlyView(go: Go = loadPage): Promise<void> {
  const view = readParked();
  if (!view) return;
  await api.POST('/api/auth/logout').catch(() => undefined);
  park(null);
  // Only a path of this panel is ever followed.
  const back = view.returnTo.startsWith('/') && !view.returnTo.startsWith('//') ? view.returnTo : '/';
  switchSession(view.adminToken, view.adminUserId, back, go);
}
