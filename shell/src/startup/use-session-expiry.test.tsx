// First: msw must patch fetch before the API client is created.
import { DEMO_USERS, installMockApi, seedConfig, seedUser } from '../test-utils/mock-api';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { api, call } from '@panel/api';
import { MemoryRouter, Route, Routes } from '@panel/router';
import { sessionStore } from '@panel/session';
import { resetSession, storeSession } from '../test-utils/session';
import { useSessionExpiry } from './use-session-expiry';

installMockApi();
afterEach(() => {
  resetSession();
  window.history.replaceState(null, '', '/');
});

function Watch() {
  useSessionExpiry();
  return <h1>Invoice page</h1>;
}

const renderAt = (path: string) => {
  window.history.replaceState(null, '', path);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/invoice/:id" element={<Watch />} />
        <Route path="/auth/*" element={<><Watch /><h1>Sign in</h1></>} />
      </Routes>
    </MemoryRouter>,
  );
};

const signInAsCustomer = () => {
  storeSession({ token: DEMO_USERS.customer.token, userId: DEMO_USERS.customer.id, user: seedUser('customer') });
  sessionStore.setState({ config: seedConfig() });
};

describe('useSessionExpiry', () => {
  it('on a 401 of an authenticated call: clears the session, keeps comingFrom and goes to sign in', async () => {
    signInAsCustomer();
    renderAt('/invoice/inv-unpaid?x=1');
    await call(api.POST('/api/auth/logout'));
    await act(async () => {
      await expect(call(api.GET('/api/shop/listing'))).rejects.toMatchObject({ status: 401 });
    });

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('comingFrom')).toBe('/invoice/inv-unpaid?x=1');
  });

  it('ignores the 401 of a wrong password: the sign-in screen shows that one', async () => {
    signInAsCustomer();
    renderAt('/auth/login');
    await expect(
      call(api.POST('/api/auth/login', { body: { email: DEMO_USERS.customer.email, password: 'wrong' } })),
    ).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.getState().token).toBe(DEMO_USERS.customer.token);
  });

  it('ignores other failures', async () => {
    signInAsCustomer();
    renderAt('/invoice/inv-unpaid');
    await expect(call(api.GET('/api/user/{id}/info', { params: { path: { id: 'u-admin' } } }))).rejects.toMatchObject({
      status: 403,
    });
    expect(screen.getByRole('heading', { name: 'Invoice page' })).toBeInTheDocument();
    expect(sessionStore.getState().token).toBe(DEMO_USERS.customer.token);
  });
});
