/**
 * Scoped state: browser journeys running side by side each get their own copy of the mock's
 * state, so none sees another's writes. A request names its scope in the `x-mock-scope`
 * header (API clients) or the `mock-scope` cookie (a browser, through the shell's /api
 * proxy); the server runs its handlers inside that scope. A request that names none, as a
 * person trying the panel sends, uses the default scope.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { cookieOf } from './http/cookies';

export const SCOPE_HEADER = 'x-mock-scope';
export const SCOPE_COOKIE = 'mock-scope';
export const DEFAULT_SCOPE = 'default';
/** Scope ids end up in file names (the mail files), so only a plain token is accepted. */
const SCOPE_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** A scope nobody called for this long is dropped; its next call starts from the seed. */
export const SCOPE_IDLE_MS = 30 * 60_000;

const running = new AsyncLocalStorage<string>();

/** The scope of the request being handled. */
export const currentScope = (): string => running.getStore() ?? DEFAULT_SCOPE;

export const runInScope = <T>(scope: string, run: () => T): T => running.run(scope, run);

/** The scope a request names (the header wins over the cookie), or null when the name is malformed. */
export function scopeOfRequest(request: Request): string | null {
  const named = request.headers.get(SCOPE_HEADER) ?? cookieOf(request, SCOPE_COOKIE);
  if (named === null) return DEFAULT_SCOPE;
  return SCOPE_ID.test(named) ? named : null;
}

export interface ScopedState<T extends object> {
  /** The current scope's state: every read and write through it reaches that scope's object. */
  readonly view: T;
  /** Replaces the current scope's whole state. */
  replace(state: T): void;
}

/**
 * One state object per scope, each created by `create` on its scope's first use. The view is
 * a proxy, so modules keep one reference and new fields of the state are scoped with no change.
 */
export function createScopedState<T extends object>(create: () => T, { idleMs = SCOPE_IDLE_MS } = {}): ScopedState<T> {
  const scopes = new Map<string, { state: T; lastUsed: number }>();

  const dropIdle = (now: number) => {
    for (const [scope, entry] of scopes) if (scope !== DEFAULT_SCOPE && now - entry.lastUsed > idleMs) scopes.delete(scope);
  };

  const stateNow = (): T => {
    const scope = currentScope();
    const now = Date.now();
    let entry = scopes.get(scope);
    if (!entry) {
      dropIdle(now);
      entry = { state: create(), lastUsed: now };
      scopes.set(scope, entry);
    }
    entry.lastUsed = now;
    return entry.state;
  };

  const view = new Proxy({} as T, {
    get: (_, key) => Reflect.get(stateNow(), key),
    set: (_, key, value) => Reflect.set(stateNow(), key, value),
    has: (_, key) => Reflect.has(stateNow(), key),
    deleteProperty: (_, key) => Reflect.deleteProperty(stateNow(), key),
    ownKeys: () => Reflect.ownKeys(stateNow()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(stateNow(), key),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(stateNow(), key, descriptor),
  });

  return {
    view,
    replace(state) {
      scopes.set(currentScope(), { state, lastUsed: Date.now() });
    },
  };
}
