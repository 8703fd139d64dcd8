import { createStore } from 'zustand/vanilla';
import type { Config, User } from '@panel/api/contract';
import { STORAGE_KEYS, clearStorage, readItem, readStoredUser, writeItem } from './storage';

export interface SessionState {
  token: string | null;
  userId: string | null;
  user: User | null;
  config: Config | null;
  /** Identifies this store instance; the shell and every remote must see the same one. */
  instanceId: string;
  /** The user chose to sign out: no page is remembered to return to after the next sign-in. */
  signedOut: boolean;
}

export interface SessionActions {
  signIn(session: { token: string; userId: string; user: User }): void;
  setUser(user: User): void;
  setConfig(config: Config): void;
  /** Forgets the session and clears localStorage (spec section 4, failed user fetch). */
  clear(): void;
  /** As clear, by the user's choice: the page they leave is not a place to come back to. */
  signOut(): void;
}

export type SessionStore = SessionState & SessionActions;

function initialState(): Omit<SessionState, 'config' | 'instanceId' | 'signedOut'> {
  const stored = readStoredUser();
  return {
    token: readItem(STORAGE_KEYS.token),
    userId: readItem(STORAGE_KEYS.userId),
    user: stored.status === 'ok' ? stored.user : null,
  };
}

export const createSessionStore = () =>
  createStore<SessionStore>()((set) => ({
    ...initialState(),
    config: null,
    instanceId: Math.random().toString(36).slice(2, 10),
    signedOut: false,

    signIn({ token, userId, user }) {
      writeItem(STORAGE_KEYS.token, token);
      writeItem(STORAGE_KEYS.userId, userId);
      writeItem(STORAGE_KEYS.user, JSON.stringify(user));
      set({ token, userId, user, signedOut: false });
    },
    setUser(user) {
      writeItem(STORAGE_KEYS.user, JSON.stringify(user));
      set({ user });
    },
    setConfig(config) {
      set({ config });
    },
    clear() {
      clearStorage();
      set({ token: null, userId: null, user: null });
    },
    signOut() {
      clearStorage();
      set({ token: null, userId: null, user: null, signedOut: true });
    },
  }));

/** The one session store. This package is an MF shared singleton, so all apps get this instance. */
export const sessionStore = createSessionStore();
