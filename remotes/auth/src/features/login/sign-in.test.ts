import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiError as ApiErrorType } from '@panel/api';
import { sessionStore } from '@panel/session';
import { controlHandlers } from '../../../../../mocks/src/control';
import { resetDb } from '../../../../../mocks/src/db';
import { handlers } from '../../../../../mocks/src/handlers';
import { DEMO_BAN, DEMO_PASSWORD, DEMO_USERS } from '../../../../../mocks/src/seed';

const server = setupServer(...controlHandlers, ...handlers);
// @panel/api is only imported (dynamically) once msw listens: the API client keeps the
// `fetch` it finds when it is created, and would otherwise bypass msw.
server.listen({ onUnhandledRequest: 'error' });
const { ApiError } = await import('@panel/api');
const { banNoticeOf, credentialsBody, goToBanNotice, isWorthRetrying, signInErrorMessage, startSession } = await import('./sign-in');
const { postLogin } = await import('../../api/login');
const { postRegister } = await import('../../api/register');

type Credentials = { email: string; password: string; turnstileToken?: string };
const signIn = async ({ turnstileToken, ...fields }: Credentials) => startSession(await postLogin(credentialsBody(fields, turnstileToken ?? null)));
const signUp = async (fields: Credentials) => startSession(await postRegister(credentialsBody(fields, null)));
const INVALID_CREDENTIALS = 'Invalid email or password';

afterEach(() => {
  server.resetHandlers();
  resetDb();
  sessionStore.setState({ token: null, userId: null, user: null, config: null });
});
afterAll(() => server.close());

const customer = DEMO_USERS.customer;

describe('signIn', () => {
  it('talks to the mock API through msw', async () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => void seen.push(new URL(request.url).pathname));
    await signIn({ email: customer.email, password: customer.password });
    server.events.removeAllListeners();
    expect(seen).toEqual(['/api/auth/login']);
  });

  it('stores the session under token, userId and user, and goes home', async () => {
    expect(await signIn({ email: customer.email, password: customer.password })).toBe('/');
    const token = localStorage.getItem('token');
    expect(token).toEqual(expect.any(String));
    expect(localStorage.getItem('userId')).toBe(customer.id);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ _id: customer.id, username: 'Casey Customer' });
    expect(sessionStore.getState()).toMatchObject({ token, userId: customer.id, user: { _id: customer.id } });
  });

  it('returns to the remembered comingFrom and forgets it', async () => {
    localStorage.setItem('comingFrom', '/invoice/inv-unpaid?success=1');
    expect(await signIn({ email: customer.email, password: customer.password })).toBe('/invoice/inv-unpaid?success=1');
    expect(localStorage.getItem('comingFrom')).toBeNull();
  });

  it('never follows an unsafe comingFrom', async () => {
    localStorage.setItem('comingFrom', '//evil.com');
    expect(await signIn({ email: customer.email, password: customer.password })).toBe('/');
  });

  it('rejects wrong credentials with a 401 and stores nothing', async () => {
    const failure = await signIn({ email: customer.email, password: 'wrong-password' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiErrorType).status).toBe(401);
    expect(signInErrorMessage(failure)).toBe(INVALID_CREDENTIALS);
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStore.getState().token).toBeNull();
  });
});

describe('signInErrorMessage', () => {
  it.each([
    [new ApiError(401, 'x'), 'Invalid email or password'],
    [new ApiError(429, 'x'), 'Too many attempts. Wait a few minutes, then try again.'],
    [new ApiError(429, 'x', { message: 'x', retryAfter: 840 }), 'Too many attempts. Try again in 14 minutes.'],
    [new ApiError(0, 'x'), 'The server could not be reached. Check your connection and try again.'],
    [new ApiError(0, 'x', undefined, 'timeout'), 'The server did not answer in time. Try again in a moment.'],
    [new ApiError(400, 'A valid email is required'), 'A valid email is required'],
    [new Error('boom'), 'Something went wrong. Please try again.'],
  ])('%o → %j', (error, message) => {
    expect(signInErrorMessage(error)).toBe(message);
  });

  it('reports an unreachable server', async () => {
    server.use(http.post('*/api/auth/login', () => HttpResponse.error()));
    const failure = await signIn({ email: customer.email, password: customer.password }).catch((error: unknown) => error);
    expect(signInErrorMessage(failure)).toMatch(/could not be reached/);
  });
});

describe('unverified accounts and sign-up', () => {
  it('sends an unverified account to verify first and keeps comingFrom for afterwards', async () => {
    localStorage.setItem('comingFrom', '/invoice/inv-unpaid');
    expect(await signIn({ email: DEMO_USERS.unverified.email, password: DEMO_PASSWORD })).toBe('/auth/verify');
    expect(localStorage.getItem('comingFrom')).toBe('/invoice/inv-unpaid');
  });

  it('signs a new account up, signed in and on its way to verification', async () => {
    expect(await signUp({ email: 'fresh@panel.test', password: 'secret-42' })).toBe('/auth/verify');
    expect(sessionStore.getState().user).toMatchObject({ email: 'fresh@panel.test', verified: false });
  });

  it('sends the Turnstile token only when there is one', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => void request.clone().json().then((body) => bodies.push(body)));
    await signIn({ email: customer.email, password: DEMO_PASSWORD, turnstileToken: 'tt-1' });
    await signIn({ email: customer.email, password: DEMO_PASSWORD, turnstileToken: undefined });
    server.events.removeAllListeners();
    await vi.waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies).toEqual([
      { email: customer.email, password: DEMO_PASSWORD, turnstileToken: 'tt-1' },
      { email: customer.email, password: DEMO_PASSWORD },
    ]);
  });
});

describe('isWorthRetrying', () => {
  it.each([
    [new ApiError(0, 'x'), true],
    [new ApiError(0, 'x', undefined, 'timeout'), true],
    [new ApiError(401, 'x'), false],
    [new ApiError(500, 'x'), false],
    [new Error('x'), false],
  ])('%o → %s', (error, retry) => {
    expect(isWorthRetrying(error)).toBe(retry);
  });
});

describe('banNoticeOf', () => {
  it('reads the reason and date of a banned account', async () => {
    const failure = await signIn({ email: DEMO_USERS.banned.email, password: DEMO_PASSWORD }).catch((error: unknown) => error);
    expect(banNoticeOf(failure)).toEqual({ reason: DEMO_BAN.reason, date: DEMO_BAN.date });
    expect(sessionStore.getState().token).toBeNull();
  });

  it.each([
    [new ApiError(403, 'Staff only', { message: 'Staff only' })],
    [new ApiError(401, 'x', { banned: true })],
    [new Error('x')],
  ])('is null for %o', (error) => {
    expect(banNoticeOf(error)).toBeNull();
  });

  it('opens the ban notice with the ban in the history state, replacing the sign-in entry', async () => {
    const failure = await signIn({ email: DEMO_USERS.banned.email, password: DEMO_PASSWORD }).catch((error: unknown) => error);
    const navigate = vi.fn();
    expect(goToBanNotice(failure, navigate)).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/auth/ban', { replace: true, state: { reason: DEMO_BAN.reason, date: DEMO_BAN.date } });
  });

  it('leaves any other failure to the caller', () => {
    const navigate = vi.fn();
    expect(goToBanNotice(new ApiError(401, 'Invalid email or password'), navigate)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('tolerates a ban without reason or date', () => {
    expect(banNoticeOf(new ApiError(403, 'x', { banned: true, reason: null, date: null }))).toEqual({ reason: null, date: null });
  });
});
