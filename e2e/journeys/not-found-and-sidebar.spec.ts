import { expect, signIn, test, USERS } from '../fixtures';

test.describe('not-found screen and sidebar', () => {
  test('an unknown path shows the not-found screen; noSidebar=true hides the sidebar', async ({ page }) => {
    await signIn(page, USERS.customer.email);
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });

    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
    await expect(page.getByText('The page you are looking for could not be found.')).toBeVisible();
    await expect(sidebar).toBeVisible();

    await page.goto('/no/such/page?noSidebar=true');
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
    await expect(sidebar).toHaveCount(0);

    await page.goto('/?noSidebar=true');
    await expect(page.getByRole('heading', { name: `Welcome back, ${USERS.customer.username}` })).toBeVisible();
    await expect(sidebar).toHaveCount(0);

    await page.goto('/?noSidebar=false');
    await expect(page.getByRole('heading', { name: `Welcome back, ${USERS.customer.username}` })).toBeVisible();
    await expect(sidebar).toBeVisible();
  });

  const cases = [
    { who: 'admin', badge: 'Admin', balance: '€120.00' },
    { who: 'staff', badge: 'Staff', balance: '€0.00' },
    { who: 'customer', badge: null, balance: '€25.50' },
  ] as const;

  for (const { who, badge, balance } of cases) {
    test(`the sidebar shows the ${who}'s name, rank badge and balance`, async ({ page }) => {
      await signIn(page, USERS[who].email);
      await page.goto('/');
      const sidebar = page.getByRole('navigation', { name: 'Sidebar' });

      const name = sidebar.getByText(USERS[who].username, { exact: true });
      await expect(name).toBeVisible();
      // The badge sits beside the name.
      const nameRow = name.locator('..');
      if (badge) await expect(nameRow.getByText(badge, { exact: true })).toBeVisible();
      else await expect(nameRow.getByText(/^(Admin|Staff)$/)).toHaveCount(0);
      await expect(sidebar.getByLabel('Balance')).toHaveText(balance);
    });
  }
});
