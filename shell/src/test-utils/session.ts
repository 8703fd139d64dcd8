import { cleanup } from '@testing-library/react';
import type { Config, User } from '@panel/api/contract';
import { sessionStore } from '@panel/session';

/**
 * The session store is a module singleton: put it back to signed out (call after each test).
 * Unmounts first, as this runs before the global cleanup and rendered screens need the config.
 */
export function resetSession(): void {
  cleanup();
  sessionStore.setState({ token: null, userId: null, user: null, config: null, signedOut: false });
}

/**
 * What a returning visitor has: the token and user id in localStorage and in the store
 * (the store only reads storage when it is created, once per module).
 */
export function storeSession({ token, userId, user }: { token: string; userId: string; user?: User }): void {
  localStorage.setItem('token', token);
  localStorage.setItem('userId', userId);
  if (user) localStorage.setItem('user', JSON.stringify(user));
  sessionStore.setState({ token, userId, user: user ?? null });
}

/** The state below the startup gate: config loaded, optionally signed in. */
export function loadedSession(config: Config, user: User | null = null): void {
  sessionStore.setState({ config, user, token: user ? 'test-token' : null, userId: user?._id ?? null });
}
