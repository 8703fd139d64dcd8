import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DATA_POLICY, STAND_IN_PAGE_POLICY, withSecurityHeaders } from './security-headers';

const get = (path: string, method = 'GET') => new Request(`http://localhost:3100${path}`, { method });

describe('the security headers of every mock API answer', () => {
  it('keep the status, body and cookies of the answer', async () => {
    const answer = HttpResponse.json({ accessToken: 't' }, { status: 201, headers: { 'Set-Cookie': 'a=1' } });
    answer.headers.append('Set-Cookie', 'b=2');
    const sent = withSecurityHeaders(get('/api/auth/login', 'POST'), answer);
    expect(sent.status).toBe(201);
    expect(await sent.json()).toEqual({ accessToken: 't' });
    expect(sent.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(sent.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(sent.headers.get('Referrer-Policy')).toBe('no-referrer');
  });

  it('let no answer be cached but the public config', () => {
    const cacheControl = (request: Request) => withSecurityHeaders(request, HttpResponse.json({})).headers.get('Cache-Control');
    expect(cacheControl(get('/api/auth/login', 'POST'))).toBe('no-store');
    expect(cacheControl(get('/api/user/@me'))).toBe('no-store');
    expect(cacheControl(get('/api/invoices/i1/download'))).toBe('no-store');
    expect(cacheControl(get('/api/'))).toBeNull();
    expect(cacheControl(get('/api'))).toBeNull();
    expect(cacheControl(get('/api/', 'PATCH'))).toBe('no-store');
  });

  it('give a stand-in page a policy without scripts, and data a policy without anything', () => {
    const page = withSecurityHeaders(get('/api/__mock/checkout/s1'), HttpResponse.html('<h1>Pay</h1>'));
    expect(page.headers.get('Content-Security-Policy')).toBe(STAND_IN_PAGE_POLICY);
    expect(STAND_IN_PAGE_POLICY).toMatch(/default-src 'none'/);
    expect(STAND_IN_PAGE_POLICY).not.toMatch(/script-src/);
    const data = withSecurityHeaders(get('/api/user/@me'), HttpResponse.json({}));
    expect(data.headers.get('Content-Security-Policy')).toBe(DATA_POLICY);
  });
});
