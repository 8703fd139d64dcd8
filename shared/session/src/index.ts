export { sessionStore, createSessionStore } from './session-store';
export type { SessionState, SessionActions, SessionStore } from './session-store';
export { useSession, useConfig } from './use-session';
export { rememberComingFrom, takeComingFrom } from './coming-from';
export { refreshSessionUser } from './refresh-user';
export { signOut, type SignOutReason } from './sign-out';
export { STORAGE_KEYS, dismissedDialogKey, readItem, writeItem, readStoredUser, clearStorage } from './storage';
export type { StoredUser } from './storage';
export { currentReadOnlyView, endReadOnlyView, startReadOnlyView, type ReadOnlyView } from './read-only-view';
