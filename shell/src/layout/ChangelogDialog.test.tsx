import { seedConfig, seedUser } from '../test-utils/fixtures';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@panel/api/contract';
import { MemoryRouter, useLocation } from '@panel/router';
import { loadedSession, resetSession } from '../test-utils/session';
import { ChangelogDialog } from './ChangelogDialog';
import { CHANGELOG_PATH } from './changelog-dialog-rule';

// Frozen clock: the 2000 ms delay is the behaviour under test.
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  resetSession();
});

function WhereAmI() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderFor(user: User | null) {
  loadedSession(seedConfig({ currentVersion: '2.4.0' }), user);
  render(
    <MemoryRouter initialEntries={['/']}>
      <ChangelogDialog />
      <WhereAmI />
    </MemoryRouter>,
  );
}

/** Lets the 2000 ms pass, then gives user-event a real clock to click with. */
async function waitForDialog() {
  await act(() => vi.advanceTimersByTimeAsync(2000));
  vi.useRealTimers();
  // The dialog's code is its own chunk, fetched as it is about to open.
  return screen.findByRole('dialog');
}

describe('ChangelogDialog', () => {
  it('appears for staff only once 2000 ms have passed', async () => {
    renderFor(seedUser('staff'));
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    // The dialog's code is its own chunk, fetched as it is about to open.
    const dialog = await vi.waitFor(() => screen.getByRole('dialog', { name: "What's new" }));
    expect(dialog).toHaveTextContent('updated to version 2.4.0');
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read the changelog' })).toBeInTheDocument();
  });

  it('Dismiss stores the version in staffChangelogDialog and closes it', async () => {
    renderFor(seedUser('admin'));
    await waitForDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(localStorage.getItem('staffChangelogDialog')).toBe('2.4.0');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('Read the changelog stores the version and opens the changelog', async () => {
    renderFor(seedUser('staff'));
    await waitForDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Read the changelog' }));
    expect(localStorage.getItem('staffChangelogDialog')).toBe('2.4.0');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(CHANGELOG_PATH);
  });

  it('Escape dismisses it too', async () => {
    renderFor(seedUser('staff'));
    await waitForDialog();
    await userEvent.keyboard('{Escape}');
    expect(localStorage.getItem('staffChangelogDialog')).toBe('2.4.0');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays closed once this version was dismissed', async () => {
    localStorage.setItem('staffChangelogDialog', '2.4.0');
    renderFor(seedUser('admin'));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows again when an older version was dismissed', async () => {
    localStorage.setItem('staffChangelogDialog', '2.3.0');
    renderFor(seedUser('admin'));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it.each([
    ['a customer', () => seedUser('customer')],
    ['nobody signed in', () => null],
  ])('never shows for %s', async (_who, who) => {
    renderFor(who());
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
