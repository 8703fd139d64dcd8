import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { peekEarlyData, takeEarlyResponse } from '@panel/api/early-responses';
import { inlineBootScripts, startAppScript } from './inline-scripts';

/** Runs index.html's early-calls script as the browser would, at `path`. */
function runEarlyCallsScript(path: string) {
  window.history.replaceState(null, '', path);
  const script = inlineBootScripts().find((source) => source.includes('__PANEL_EARLY_API__'));
  if (!script) throw new Error('early-api-calls.js is not among the inline scripts');
  new Function(startAppScript([]))();
  new Function(script)();
}

/** Every call answers 200 with the path it was asked for. */
const echo = (input: RequestInfo | URL) => Promise.resolve(new Response(JSON.stringify({ url: String(input) })));
const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>(echo);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  fetchMock.mockImplementation(echo);
  delete window.__PANEL_EARLY_API__;
  delete window.__PANEL_EARLY_GET__;
  localStorage.clear();
});
// The stand-in fetch must not outlive this file: the shell's test files share one window per worker.
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** The API calls started (the same script also preloads the first screen's remote). */
const requested = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith('/api/'))
    .map(([url, init]) => [String(url), (init?.headers as Record<string, string> | undefined)?.Authorization]);

describe('early API calls of index.html', () => {
  it('a signed-in first load of an invoice asks for the user, the configuration, the invoice and the listing at once', () => {
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('userId', 'u-1');
    runEarlyCallsScript('/invoice/inv-9');
    expect(requested()).toEqual([
      ['/api/user/u-1/info', 'Bearer tok-1'],
      ['/api/', 'Bearer tok-1'],
      ['/api/invoices/inv-9', 'Bearer tok-1'],
      ['/api/shop/listing', 'Bearer tok-1'],
    ]);
  });

  it.each([
    ['another route: the user and the configuration', '/staff/users', ['/api/user/u-1/info', '/api/']],
    ['the home: the user and the configuration', '/', ['/api/user/u-1/info', '/api/']],
    ['a deeper invoice route: the user and the configuration', '/invoice/inv-9/pay/stripe', ['/api/user/u-1/info', '/api/']],
    ['a trailing slash: the same page', '/invoice/inv-9/', ['/api/user/u-1/info', '/api/', '/api/invoices/inv-9', '/api/shop/listing']],
    ['an encoded id: passed on encoded', '/invoice/inv%209', ['/api/user/u-1/info', '/api/', '/api/invoices/inv%209', '/api/shop/listing']],
    ['an id that climbs: the user and the configuration', '/invoice/%2e%2e', ['/api/user/u-1/info', '/api/']],
    ['an id holding a slash: the user and the configuration', '/invoice/x%2F..%2Fuser', ['/api/user/u-1/info', '/api/']],
    ['another spelling: the user and the configuration', '/INVOICE/inv-9', ['/api/user/u-1/info', '/api/']],
    ['the order catalogue: the listing', '/order', ['/api/user/u-1/info', '/api/', '/api/shop/listing']],
    ['creating a server: the games, locations, the signed-in user’s usage (`:me`) and the listing', '/create', ['/api/user/u-1/info', '/api/', '/api/eggs', '/api/locations', '/api/user/u-1/usage', '/api/shop/listing']],
  ])('%s', (_, path, expected) => {
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('userId', 'u-1');
    runEarlyCallsScript(path);
    expect(requested().map(([url]) => url)).toEqual(expected);
  });

  it('asks only for the configuration, with no credentials, without a session', () => {
    runEarlyCallsScript('/auth/login');
    expect(requested()).toEqual([['/api/', undefined]]);
    runEarlyCallsScript('/invoice/inv-9');
    expect(requested()).toEqual([['/api/', undefined], ['/api/', undefined]]);
  });

  it('answers a visitor’s configuration call to the visitor only', async () => {
    runEarlyCallsScript('/auth/login');
    const anonymous = new Request(`${location.origin}/api/`);
    expect(takeEarlyResponse(new Request(`${location.origin}/api/`, { headers: { Authorization: 'Bearer tok-1' } }))).toBeUndefined();
    runEarlyCallsScript('/auth/login');
    await vi.waitFor(() => expect(peekEarlyData('/api/')).toEqual({ url: '/api/' }));
    expect(await (await takeEarlyResponse(anonymous))?.json()).toEqual({ url: '/api/' });
  });
});

describe('an early answer read once for every reader of the page', () => {
  it('is the body of a 2xx answer, and a rejection for any other', async () => {
    fetchMock.mockImplementation((input) =>
      Promise.resolve(String(input) === '/api/' ? new Response('{"currency":{}}') : new Response('{"error":"no"}', { status: 403 })),
    );
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('userId', 'u-1');
    runEarlyCallsScript('/invoice/inv-9');
    const calls = window.__PANEL_EARLY_API__!;
    await expect(calls['/api/']?.json).resolves.toEqual({ currency: {} });
    await expect(calls['/api/invoices/inv-9']?.json).rejects.toThrow('/api/invoices/inv-9 answered 403');
    await vi.waitFor(() => expect(calls['/api/']?.data).toEqual({ currency: {} }));
    expect(calls['/api/invoices/inv-9']?.data).toBeUndefined();
  });
});

describe('takeEarlyResponse', () => {
  const request = (path: string, token = 'tok-1', method = 'GET') =>
    new Request(`${location.origin}${path}`, { method, headers: { Authorization: `Bearer ${token}` } });

  beforeEach(() => {
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('userId', 'u-1');
    runEarlyCallsScript('/invoice/inv-9');
  });

  it('answers the matching call once, then leaves it to the network', async () => {
    const early = takeEarlyResponse(request('/api/invoices/inv-9'));
    expect(await (await early)?.json()).toEqual({ url: '/api/invoices/inv-9' });
    expect(takeEarlyResponse(request('/api/invoices/inv-9'))).toBeUndefined();
  });

  it('answers the configuration call too (its currency is what a fragment formats amounts in)', async () => {
    expect(await (await takeEarlyResponse(request('/api/')))?.json()).toEqual({ url: '/api/' });
  });

  it.each([
    ['another token', request('/api/shop/listing', 'tok-2')],
    ['another method', request('/api/shop/listing', 'tok-1', 'POST')],
    ['another path', request('/api/invoices/inv-8')],
  ])('never answers %s', (_, other) => {
    expect(takeEarlyResponse(other)).toBeUndefined();
  });

  it('does not answer with a stale call', () => {
    const later = Date.now() + 60_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    expect(takeEarlyResponse(request('/api/shop/listing'))).toBeUndefined();
  });
});

describe('peekEarlyData', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('userId', 'u-1');
    runEarlyCallsScript('/invoice/inv-9');
  });

  it('gives the parsed answer once it has arrived, without taking the call', async () => {
    await vi.waitFor(() => expect(peekEarlyData('/api/invoices/inv-9')).toEqual({ url: '/api/invoices/inv-9' }));
    expect(peekEarlyData('/api/invoices/inv-9')).toEqual({ url: '/api/invoices/inv-9' });
    expect(takeEarlyResponse(new Request(`${location.origin}/api/invoices/inv-9`, { headers: { Authorization: 'Bearer tok-1' } }))).toBeDefined();
    expect(peekEarlyData('/api/invoices/inv-9')).toBeUndefined();
  });

  it('gives nothing to another session', async () => {
    await vi.waitFor(() => expect(peekEarlyData('/api/shop/listing')).toBeDefined());
    localStorage.setItem('token', 'tok-2');
    expect(peekEarlyData('/api/shop/listing')).toBeUndefined();
  });
});

describe('calls a fragment starts from the first answers', () => {
  it('are made once per path with the bearer token, and the client takes them like the others', async () => {
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('userId', 'u-1');
    runEarlyCallsScript('/');
    const first = window.__PANEL_EARLY_GET__?.('/api/server/srv-1');
    const again = window.__PANEL_EARLY_GET__?.('/api/server/srv-1');
    expect(again).toBe(first);
    await expect(first).resolves.toEqual({ url: '/api/server/srv-1' });
    const made = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/server/srv-1');
    expect(made).toHaveLength(1);
    expect(new Headers(made[0]?.[1]?.headers).get('Authorization')).toBe('Bearer tok-1');
    const taken = takeEarlyResponse(new Request(`${location.origin}/api/server/srv-1`, { headers: { Authorization: 'Bearer tok-1' } }));
    expect(await (await taken)?.json()).toEqual({ url: '/api/server/srv-1' });
  });

  it('are not offered to a signed-out visitor', () => {
    runEarlyCallsScript('/');
    expect(window.__PANEL_EARLY_GET__).toBeUndefined();
  });
});
