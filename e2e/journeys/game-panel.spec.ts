import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { openScreen } from '../support/open-screen';
import { expect, signIn, test, USERS } from '../fixtures';

const RESET_PATH = '/api/user/gamepanel/reset';

test.describe('the game panel account', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, USERS.customer.email);
  });

  test('shows where to sign in and a new password once: one call for a double click, gone after a reload', async ({ page, mock }) => {
    const { info } = await mock.config();
    const resets: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === RESET_PATH) resets.push(request.url());
    });
    await openScreen(page, '/panel');
    await expect(page.getByRole('heading', { level: 1, name: 'Game panel' })).toBeVisible();
    await expect(page.getByRole('link', { name: info.panelUrl })).toHaveAttribute('href', info.panelUrl);
    await expect(page.getByText(USERS.customer.email, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Reset password' }).dblclick();
    const password = page.getByRole('textbox', { name: 'New password' });
    await expect(password).toHaveValue(/^\S{12,}$/);
    const shown = await password.inputValue();
    await expect(page.getByText('Copy it now: it will not be shown again, not even after a reload.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy password' })).toBeVisible();
    expect(resets).toHaveLength(1);

    await page.reload();
    await expect(page.getByText(/You have a game panel password/)).toBeVisible();
    await expect(password).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText(shown);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toContain(shown);
  });

  test('with disableMAA on, the game panel is neither linked nor reachable', async ({ page, mock }) => {
    await mock.patchConfig({ disableMAA: true });
    await openScreen(page, '/panel');
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset password' })).toHaveCount(0);
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await expect(sidebar.getByRole('link', { name: 'Articles', exact: true })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Game panel', exact: true })).toHaveCount(0);
  });

  test('axe finds nothing in light and dark, with the new password shown; no sideways scroll on a phone', async ({ page }) => {
    test.slow();
    await openScreen(page, '/panel');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('textbox', { name: 'New password' })).toBeVisible();
    await expectAccessibleInBothThemesAndOnAPhone(page, 'the game panel account');
  });
});
