import { expect, signIn, test, USERS } from '../fixtures';

const INSTANCE = 'Nebula Hosting';

test.describe('after a navigation, focus and the title follow the page', () => {
  test('a sidebar link brings focus to the new page’s heading and names it in the title', async ({ page }) => {
    await signIn(page, USERS.customer.email);
    await page.goto('/');
    const welcome = page.getByRole('heading', { level: 1, name: `Welcome back, ${USERS.customer.username}` });
    await expect(welcome).toBeVisible();
    await expect(page).toHaveTitle(`Home · ${INSTANCE}`);
    // The first load leaves focus where the browser puts it.
    await expect(welcome).not.toBeFocused();

    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await expect(sidebar.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
    // Another remote, loaded on this click: its heading is awaited.
    await sidebar.getByRole('link', { name: 'Shop', exact: true }).click();
    const shop = page.getByRole('heading', { level: 1, name: 'Shop', exact: true });
    // What a screen reader announces: the focused element is the page's heading, by name.
    await expect(shop).toBeFocused();
    await expect(page).toHaveTitle(`Shop · ${INSTANCE}`);
    await expect(sidebar.getByRole('link', { name: 'Shop', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current');

    await page.goBack();
    await expect(welcome).toBeFocused();
    await expect(page).toHaveTitle(`Home · ${INSTANCE}`);
  });

  test('in French, the sidebar and the title speak French', async ({ page }) => {
    await signIn(page, USERS.admin.email);
    await page.addInitScript(() => localStorage.setItem('language', 'fr'));
    await page.goto('/');
    await expect(page).toHaveTitle(`Accueil · ${INSTANCE}`);

    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await expect(sidebar.getByRole('heading', { name: 'Équipe' })).toBeVisible();
    await sidebar.getByRole('link', { name: 'Clés d’API', exact: true }).click();
    await expect(page).toHaveURL('/staff/apikeys');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page).toHaveTitle(`Clés d’API · ${INSTANCE}`);
  });

  test('a path that is no page is titled not found', async ({ page }) => {
    await signIn(page, USERS.customer.email);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
    await expect(page).toHaveTitle(`Not found · ${INSTANCE}`);
  });
});
