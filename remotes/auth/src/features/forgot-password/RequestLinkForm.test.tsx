import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '@panel/router';
import { controlHandlers } from '../../../../../mocks/src/control';
import { resetDb } from '../../../../../mocks/src/db';
import { handlers } from '../../../../../mocks/src/handlers';
import { DEMO_USERS } from '../../../../../mocks/src/seed';

const server = setupServer(...controlHandlers, ...handlers);
// The API client keeps the `fetch` it finds when it is created: it loads once msw listens.
server.listen({ onUnhandledRequest: 'error' });
const { RequestLinkForm } = await import('./RequestLinkForm');
const { postForgotPassword } = await import('../../api/forgot-password');

const { email } = DEMO_USERS.customer;

beforeEach(() => {
  // A fresh mock, whatever the worker's previous file left in it (a pinned mock clock never lets the wait end).
  resetDb();
  // Only the clock and the countdown's ticks are faked: the API's answers and user events run as usual.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
  resetDb();
});
afterAll(() => server.close());

describe('RequestLinkForm after too many requests', () => {
  it('locks with a live countdown, then sends the link once the wait is over', async () => {
    // Three links for one address within 15 minutes are allowed; the fourth must wait.
    for (let request = 1; request <= 3; request += 1) await postForgotPassword({ email });
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <RequestLinkForm />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'Send reset link' });
    await user.type(screen.getByLabelText('Email'), email);
    await user.click(button);

    expect(await screen.findByText('Too many attempts. Try again in 15:00.')).toBeVisible();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(/^Too many attempts\. You can try again at /);
    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.getByText('Too many attempts. Try again in 13:59.')).toBeVisible();

    act(() => vi.advanceTimersByTime(14 * 60_000 - 1000));
    expect(screen.queryByText(/Too many attempts/)).toBeNull();
    await user.click(button);
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  });
});
