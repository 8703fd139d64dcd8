import { randomBytes } from 'node:crypto';
import { expect, signIn, test, USERS } from '../fixtures';
import { distDir, hashTree, rebuildRemote } from '../support/servers';

test('a redeployed remote is live on the next page load without touching the shell', async ({ page }) => {
  test.setTimeout(120_000);
  const buildId = `e2e-${randomBytes(4).toString('hex')}`;
  await signIn(page, USERS.customer.email);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Welcome back, ${USERS.customer.username}` })).toBeVisible();
  // The build id is in the page for diagnosis, not shown to the customer.
  const customerSection = page.locator('[data-boundary="customer"]');
  await expect(customerSection).toHaveAttribute('data-build', /.+/);
  await expect(customerSection).not.toHaveAttribute('data-build', buildId);

  const shellBefore = hashTree(distDir('shell'));
  await rebuildRemote('customer', buildId);
  expect(hashTree(distDir('shell')), 'the shell build is unchanged').toBe(shellBefore);

  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome back, ${USERS.customer.username}` })).toBeVisible();
  await expect(customerSection).toHaveAttribute('data-build', buildId);
});
