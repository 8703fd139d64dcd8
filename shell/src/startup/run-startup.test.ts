// First: msw must patch fetch before the API client is created.
import { DEMO_USERS, installMockApi, mockControl, seedUser } from '../test-utils/mock-api';
import { delay, http, HttpResponse } from 'msw';
import { toast } from '@panel/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@panel/session';
import { resetSession, storeSession } from '../test-utils/session';
import { shellMessage } from '../messages';
import { LOGIN_PATH, runStartup, VERIFY_PATH } from './run-startup';

const USER_FETCH_ERROR = shellMessage('userFetchFailed');

const server = installMockApi();

/** Pathnames of the API requests made during the test, in the order they started. */
let requested: string[] = [];
beforeEach(() => {
  requested = [];
  server.events.on('request:start', ({ request }) => {
    requested.push(new URL(request.url).pathname);
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  resetSession();
});

const at = (path: string) => {
  const url = new URL(path, 'http://localhost');
  return runStartup({ pathname: url.pathname, search: url.search });
};

const signInAs = (key: keyof typeof DEMO_USERS) =>
  storeSession({ token: DEMO_USERS[key].token, userId: DEMO_USERS[key].id, user: seedUser(key) });

describe('step 1: the configuration', () => {
  it('a non-200 answer is a config error carrying the status', async () => {
    await mockControl('fail', 'POST', { method: 'GET', path: '/api/', status: 503 });
    expect(await at('/')).toEqual({ kind: 'config-error', status: 503 });
    expect(sessionStore.getState().config).toBeNull();
  });

  it('a 200 without a body is a config error too', async () => {
    server.use(http.get('*/api/', () => new HttpResponse(null, { status: 204 })));
    expect(await at('/')).toEqual({ kind: 'config-error', status: 204 });
  });

  it('no answer at all is a config error with status 0', async () => {
    server.use(http.get('*/api/', () => HttpResponse.error()));
    expect(await at('/')).toEqual({ kind: 'config-error', status: 0 });
  });

  it('a config error wins even for a signed-in visitor', async () => {
    signInAs('customer');
    server.use(http.get('*/api/', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    expect(await at('/invoice/inv-unpaid')).toEqual({ kind: 'config-error', status: 500 });
    expect(localStorage.getItem('token')).toBe(DEMO_USERS.customer.token);
  });

  it('an instance awaiting configuration shows the first-time setup', async () => {
    await mockControl('config', 'PATCH', { awaitingConfiguration: true });
    expect(await at('/invoice/inv-unpaid')).toEqual({ kind: 'awaiting-configuration' });
    expect(sessionStore.getState().config?.awaitingConfiguration).toBe(true);
    expect(localStorage.getItem('comingFrom')).toBeNull();
  });

  it('stores the loaded config in the session', async () => {
    await at('/auth/login');
    expect(sessionStore.getState().config).toMatchObject({ currentVersion: '2.4.0', info: { name: 'Nebula Hosting' } });
  });
});

describe('step 2: no token', () => {
  it('on a protected page redirects to login and remembers the path with its query', async () => {
    expect(await at('/invoice/inv-unpaid?success=1')).toEqual({ kind: 'ready', redirect: LOGIN_PATH });
    expect(localStorage.getItem('comingFrom')).toBe('/invoice/inv-unpaid?success=1');
    expect(requested).toEqual(['/api/']);
  });

  it.each(['/auth/login', '/auth/forgot-password?email=a%40b.c', '/auth/verify'])(
    'on the auth page %s shows it directly and remembers nothing',
    async (path) => {
      expect(await at(path)).toEqual({ kind: 'ready', redirect: null });
      expect(localStorage.getItem('comingFrom')).toBeNull();
    },
  );

  it.each(['/join/ref-42', '/error'])('on the public page %s shows it without signing in', async (path) => {
    expect(await at(path)).toEqual({ kind: 'ready', redirect: null });
    expect(localStorage.getItem('comingFrom')).toBeNull();
  });

  it('a token without a user id cannot fetch the user: storage cleared, back to login', async () => {
    localStorage.setItem('token', 'orphan');
    localStorage.setItem('referrer', 'ref-1');
    sessionStore.setState({ token: 'orphan', userId: null });
    expect(await at('/settings')).toEqual({ kind: 'ready', redirect: LOGIN_PATH });
    expect({ ...localStorage }).toEqual({ comingFrom: '/settings' });
    expect(sessionStore.getState().token).toBeNull();
  });
});

describe('step 3: the current user', () => {
  it('unparsable stored user info clears storage and redirects to login', async () => {
    storeSession({ token: DEMO_USERS.customer.token, userId: DEMO_USERS.customer.id });
    localStorage.setItem('user', '{not json');
    localStorage.setItem('referrer', 'ref-1');
    expect(await at('/invoice/inv-unpaid')).toEqual({ kind: 'ready', redirect: LOGIN_PATH });
    expect({ ...localStorage }).toEqual({ comingFrom: '/invoice/inv-unpaid' });
    expect(sessionStore.getState()).toMatchObject({ token: null, userId: null, user: null });
  });

  it('unparsable stored user info on an auth page clears storage without a redirect', async () => {
    storeSession({ token: DEMO_USERS.customer.token, userId: DEMO_USERS.customer.id });
    localStorage.setItem('user', '[]');
    expect(await at('/auth/login')).toEqual({ kind: 'ready', redirect: null });
    expect(localStorage.length).toBe(0);
  });

  it('a failed user fetch (invalid token → 401) toasts, clears storage and redirects to login, keeping comingFrom', async () => {
    const toastError = vi.spyOn(toast, 'error');
    storeSession({ token: 'not-a-session', userId: DEMO_USERS.customer.id, user: seedUser('customer') });
    localStorage.setItem('referrer', 'ref-1');
    localStorage.setItem('staffChangelogDialog', '2.3.0');

    expect(await at('/invoice/inv-unpaid?x=1')).toEqual({ kind: 'ready', redirect: LOGIN_PATH });
    expect(toastError).toHaveBeenCalledWith(USER_FETCH_ERROR);
    expect(USER_FETCH_ERROR).toBe('Error while fetching user info');
    expect({ ...localStorage }).toEqual({ comingFrom: '/invoice/inv-unpaid?x=1' });
    expect(sessionStore.getState()).toMatchObject({ token: null, userId: null, user: null });
  });

  it('a 500 from the user call is a failure too', async () => {
    const toastError = vi.spyOn(toast, 'error');
    signInAs('customer');
    await mockControl('fail', 'POST', { method: 'GET', path: '/api/user/:id/info', status: 500 });
    expect(await at('/')).toEqual({ kind: 'ready', redirect: LOGIN_PATH });
    expect(toastError).toHaveBeenCalledWith(USER_FETCH_ERROR);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('on success stores the fetched user under `user` and removes `referrer`', async () => {
    const toastError = vi.spyOn(toast, 'error');
    storeSession({
      token: DEMO_USERS.customer.token,
      userId: DEMO_USERS.customer.id,
      user: { ...seedUser('customer'), balance: 0, username: 'stale' },
    });
    localStorage.setItem('referrer', 'ref-1');

    expect(await at('/invoice/inv-unpaid')).toEqual({ kind: 'ready', redirect: null });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(seedUser('customer'));
    expect(sessionStore.getState().user).toEqual(seedUser('customer'));
    expect(localStorage.getItem('referrer')).toBeNull();
    expect(localStorage.getItem('token')).toBe(DEMO_USERS.customer.token);
    expect(toastError).not.toHaveBeenCalled();
    expect(requested).toEqual(expect.arrayContaining(['/api/', `/api/user/${DEMO_USERS.customer.id}/info`]));
  });

  it('an unverified user is sent to the verification page', async () => {
    signInAs('unverified');
    expect(await at('/invoice/inv-unpaid')).toEqual({ kind: 'ready', redirect: VERIFY_PATH });
    expect(VERIFY_PATH).toBe('/auth/verify');
    expect(sessionStore.getState().user?.verified).toBe(false);
    expect(localStorage.getItem('token')).toBe(DEMO_USERS.unverified.token);
    expect(localStorage.getItem('comingFrom')).toBe('/invoice/inv-unpaid');
  });

  it('an unverified user already on the verification page stays there', async () => {
    signInAs('unverified');
    expect(await at('/auth/verify')).toEqual({ kind: 'ready', redirect: null });
  });

  it('after a successful check redirects to the stored comingFrom and removes it', async () => {
    signInAs('customer');
    localStorage.setItem('comingFrom', '/invoice/inv-unpaid?success=1');
    expect(await at('/')).toEqual({ kind: 'ready', redirect: '/invoice/inv-unpaid?success=1' });
    expect(localStorage.getItem('comingFrom')).toBeNull();
  });

  it('does not redirect to where the visitor already is', async () => {
    signInAs('customer');
    localStorage.setItem('comingFrom', '/settings');
    expect(await at('/settings')).toEqual({ kind: 'ready', redirect: null });
    expect(localStorage.getItem('comingFrom')).toBeNull();
  });

  it.each(['//evil.com', 'https://evil.com/phish', '/\\evil.com', 'javascript:alert(1)'])(
    'ignores (and removes) the unsafe comingFrom %j',
    async (unsafe) => {
      signInAs('customer');
      localStorage.setItem('comingFrom', unsafe);
      expect(await at('/')).toEqual({ kind: 'ready', redirect: null });
      expect(localStorage.getItem('comingFrom')).toBeNull();
    },
  );

  it('fetches the user in parallel with the config, not after it', async () => {
    const events: string[] = [];
    let userRequested = () => {};
    const userStarted = new Promise<void>((resolve) => {
      userRequested = resolve;
    });
    // Each override records, then falls through to the real handler by returning nothing.
    server.use(
      http.get('*/api/', async () => {
        events.push('config requested');
        // A sequential flow would never request the user here; the timeout keeps it from hanging.
        await Promise.race([userStarted, delay(1000)]);
        events.push('config answered');
      }),
      http.get('*/api/user/:id/info', () => {
        events.push('user requested');
        userRequested();
      }),
    );
    signInAs('customer');

    expect(await at('/')).toEqual({ kind: 'ready', redirect: null });
    expect(events).toContain('user requested');
    expect(events.indexOf('user requested')).toBeLessThan(events.indexOf('config answered'));
  });

  it('a user fetch failing before the config arrives is still handled after it', async () => {
    const toastError = vi.spyOn(toast, 'error');
    server.use(
      http.get('*/api/', async () => {
        await delay(50);
      }),
    );
    storeSession({ token: 'not-a-session', userId: DEMO_USERS.customer.id, user: seedUser('customer') });
    expect(await at('/settings')).toEqual({ kind: 'ready', redirect: LOGIN_PATH });
    expect(toastError).toHaveBeenCalledWith(USER_FETCH_ERROR);
  });
});
