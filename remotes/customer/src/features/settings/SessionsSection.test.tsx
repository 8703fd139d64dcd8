import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@panel/ui';
import { SessionsSection } from './SessionsSection';
import { touchSession } from '../../../../../mocks/src/domain/sessions';
import { db, DEMO_USERS, installMockApi, renderSection, signInAs } from './test-utils/mock-api';

installMockApi();

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

/** Another session of the customer, signed in from that browser and last used a minute ago. */
function otherSession(token: string, userAgent: string) {
  db.sessions.set(token, DEMO_USERS.customer.id);
  touchSession(token, userAgent);
  const info = db.sessionInfo.get(token);
  // A minute before the page's own clock, whatever the mock's clock shows.
  if (info) info.lastSeen = Date.now() - 60_000;
}

describe('SessionsSection', () => {
  it('lists where the account is signed in, marking this device, which has no sign-out', async () => {
    otherSession('tok-firefox', FIREFOX_LINUX);
    signInAs('customer');
    renderSection(<SessionsSection />);
    const mine = (await screen.findAllByRole('listitem')).find((item) => within(item).queryByText('This device'));
    expect(mine).toBeDefined();
    expect(within(mine!).queryByRole('button')).toBeNull();
    const firefox = screen.getAllByRole('listitem').find((item) => item.textContent?.startsWith('Firefox on Linux'));
    expect(firefox).toHaveTextContent(/Last active 1 minute ago/);
  });

  it('signs out one other session', async () => {
    otherSession('tok-firefox', FIREFOX_LINUX);
    otherSession('tok-android', CHROME_ANDROID);
    signInAs('customer');
    renderSection(<SessionsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out Firefox on Linux' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign out Firefox on Linux' })).toBeNull());
    expect(db.sessions.has('tok-firefox')).toBe(false);
    expect(db.sessions.has('tok-android')).toBe(true);
  });

  it('signs out all the others at once, says how many, and once for a double click', async () => {
    const ended = vi.spyOn(toast, 'success');
    otherSession('tok-firefox', FIREFOX_LINUX);
    otherSession('tok-android', CHROME_ANDROID);
    signInAs('customer');
    renderSection(<SessionsSection />);
    // The seeded demo session is this one (signInAs uses its token): two others.
    await userEvent.dblClick(await screen.findByRole('button', { name: 'Sign out other sessions' }));
    expect(await screen.findByText('You are signed in on this device only.')).toBeInTheDocument();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledWith('2 other sessions signed out.');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
