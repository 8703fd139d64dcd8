import { expect, signIn, test, USERS } from '../fixtures';
import { openScreen } from '../support/open-screen';
import { appOrigin, startServer, withServerStopped } from '../support/servers';

test('a stopped remote breaks only its own routes and Retry recovers it without a reload', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  // The browser reports each refused connection to the stopped billing server.
  consoleErrors.allow(
    new RegExp(`Failed to load resource: net::ERR_CONNECTION_REFUSED.*${appOrigin('billing')}`),
    /Failed to load resource: net::ERR_CONNECTION_REFUSED$/,
  );
  await signIn(page, USERS.customer.email);
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  const billingDown = page.getByRole('heading', { name: 'The Billing section could not be loaded' });
  const invoice = page.getByRole('heading', { level: 1, name: 'Invoice inv-unpaid' });
  const home = page.getByRole('heading', { name: `Welcome back, ${USERS.customer.username}` });

  await withServerStopped('billing', async () => {
    // The shell's server may still include the invoice's fragment it fetched before: the app,
    // and with it the billing remote, loads when the person acts.
    await openScreen(page, '/invoice/inv-unpaid');
    // A marker only a full page load would lose.
    await page.evaluate(() => Object.assign(window, { __noReload: 1 }));

    await expect(billingDown).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(sidebar).toBeVisible();

    // The shell and the other remotes keep working.
    await sidebar.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(home).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL('/invoice/inv-unpaid');
    await expect(billingDown).toBeVisible();

    await startServer('billing');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(invoice).toBeVisible();
    await expect(billingDown).toHaveCount(0);
    await expect(sidebar).toBeVisible();
  });

  expect(await page.evaluate(() => (window as { __noReload?: number }).__noReload)).toBe(1);
  await expect(page.locator('[data-boundary="billing"]')).toHaveAttribute('data-build', /.+/);
  await expect(page.getByText(/section · build /)).toHaveCount(0);
});
