import { expect, signIn, test, USERS } from '../fixtures';
import { openScreen } from '../support/open-screen';
import { openSettings, secondDevice, settingsSection } from '../support/settings-screen';

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:130.0) Gecko/20100101 Firefox/130.0';

test('signing out the other sessions sends the other browser to sign in on its next call', async ({ page, browser, mockScope }) => {
  const other = await secondDevice(browser, mockScope, FIREFOX_ON_WINDOWS);
  try {
    const otherPage = await other.newPage();
    await signIn(otherPage, USERS.customer.email);
    await openScreen(otherPage, '/');
    await expect(otherPage.getByRole('heading', { name: `Welcome back, ${USERS.customer.username}` })).toBeVisible();

    await signIn(page, USERS.customer.email);
    await openSettings(page);
    const sessions = settingsSection(page, 'Where you are signed in');
    const firefox = sessions.getByRole('listitem').filter({ hasText: 'Firefox on Windows' });
    await expect(firefox).toContainText('Last active');
    // The seed may hold more sessions of the account (its demo token): all but this one end.
    const others = (await sessions.getByRole('listitem').count()) - 1;
    const mine = sessions.getByRole('listitem').filter({ hasText: 'This device' });
    await expect(mine).toHaveCount(1);

    await sessions.getByRole('button', { name: 'Sign out other sessions' }).click();
    await expect(page.getByText(others === 1 ? '1 other session signed out.' : `${others} other sessions signed out.`)).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await expect(sessions.getByText('You are signed in on this device only.')).toBeVisible();

    // The other browser's next call answers 401: it is sent to sign in.
    await otherPage.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Settings' }).click();
    await expect(otherPage).toHaveURL('/auth/login');

    // This one stays signed in.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  } finally {
    await other.close();
  }
});
