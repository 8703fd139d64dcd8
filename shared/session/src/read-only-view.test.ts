import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentReadOnlyView, endReadOnlyView, startReadOnlyView } from './read-only-view';

const VIEW = { token: 'view-token', id: 'u-customer', username: 'Casey Customer', expires: 1_000 };

beforeEach(() => {
  localStorage.setItem('token', 'admin-token');
  localStorage.setItem('userId', 'u-admin');
  localStorage.setItem('user', '{"_id":"u-admin","username":"Ada"}');
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('an admin’s read-only view of a customer’s panel', () => {
  it('runs the tab on the view’s session, parking the admin’s own in this tab only', () => {
    const go = vi.fn();
    startReadOnlyView(VIEW, '/staff/users/u-customer?tab=notes', go);
    expect(go).toHaveBeenCalledWith('/');
    expect(localStorage.getItem('token')).toBe('view-token');
    expect(localStorage.getItem('userId')).toBe('u-customer');
    expect(localStorage.getItem('user')).toBeNull();
    expect(currentReadOnlyView()).toMatchObject({ adminToken: 'admin-token', adminUserId: 'u-admin', username: 'Casey Customer', returnTo: '/staff/users/u-customer?tab=notes' });
  });

  it('is no view once the session is someone else’s, or when what is parked is not one', () => {
    startReadOnlyView(VIEW, '/staff/users/u-customer', vi.fn());
    localStorage.setItem('userId', 'u-other');
    expect(currentReadOnlyView()).toBeNull();
    localStorage.setItem('userId', 'u-customer');
    sessionStorage.setItem('readOnlyView', '{"adminToken":3}');
    expect(currentReadOnlyView()).toBeNull();
  });

  it('ends the view’s session and brings the admin back where they were, only to a panel path', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    startReadOnlyView(VIEW, '//evil.example/x', vi.fn());
    const go = vi.fn();
    await endReadOnlyView(go);
    expect(fetch).toHaveBeenCalledOnce();
    expect(localStorage.getItem('token')).toBe('admin-token');
    expect(localStorage.getItem('userId')).toBe('u-admin');
    expect(go).toHaveBeenCalledWith('/');
    expect(currentReadOnlyView()).toBeNull();
  });
});
