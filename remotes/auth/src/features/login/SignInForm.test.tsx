import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from '@panel/router';
import { sessionStore } from '@panel/session';
import { controlHandlers } from '../../../../../mocks/src/control';
import { resetDb } from '../../../../../mocks/src/db';
import { handlers } from '../../../../../mocks/src/handlers';
import { DEMO_PASSWORD, DEMO_USERS } from '../../../../../mocks/src/seed';

const server = setupServer(...controlHandlers, ...handlers);
// The API client keeps the `fetch` it finds when it is created: it loads once msw listens.
server.listen({ onUnhandledRequest: 'error' });
const { SignInForm } = await import('./SignInForm');

function Elsewhere() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

const FIFTEEN_MINUTES_MS = 15 * 60_000;
const logins: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname === '/api/auth/login') logins.push(request.method);
};

beforeEach(() => {
  // Only the clock and the countdown's ticks are faked: the API's answers, bcrypt and user events run as usual.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  server.events.on('request:start', onRequest);
});
afterEach(() => {
  vi.useRealTimers();
  server.events.removeAllListeners();
  logins.length = 0;
  resetDb();
  sessionStore.setState({ token: null, userId: null, user: null, config: null });
});
afterAll(() => server.close());

describe('SignInForm after too many attempts', () => {
  it('locks with a live countdown until the wait the API asked for is over, then signs in without a reload', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/auth/login']}>
        <Routes>
          <Route path="/auth/login" element={<SignInForm sitekey={null} />} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'Sign in' });
    await user.type(screen.getByLabelText('Email'), DEMO_USERS.customer.email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await user.clear(screen.getByLabelText('Password'));
      await user.type(screen.getByLabelText('Password'), `wrong-${attempt}`);
      await user.click(button);
      expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    }

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
    await user.click(button);
    expect(await screen.findByText('Too many attempts. Try again in 15:00.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(/^Too many attempts\. You can try again at /);

    // Neither a click nor Enter sends anything while locked.
    const sent = logins.length;
    await user.click(button);
    await user.type(screen.getByLabelText('Password'), '{Enter}');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Too many attempts. Try again in 14:59.')).toBeVisible();
    expect(logins).toHaveLength(sent);

    // The API's window and the page's wait end together.
    act(() => vi.advanceTimersByTime(FIFTEEN_MINUTES_MS - 1000));
    expect(screen.queryByText(/Too many attempts/)).toBeNull();
    expect(button).not.toHaveAttribute('aria-disabled');
    await user.click(button);
    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);
  });
});
