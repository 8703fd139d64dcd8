import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { openScreen } from '../support/open-screen';
import { secondDevice } from '../support/settings-screen';
import { expect, signIn, test, USERS } from '../fixtures';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

test('an admin changes a balance: the customer sees it and the audit log shows before and after', async ({ page, browser, mockScope }) => {
  await signIn(page, USERS.admin.email);
  await openScreen(page, `/staff/users/${USERS.customer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `User ${USERS.customer.username}` })).toBeVisible();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'staff user (admin)');
  await page.setViewportSize({ width: 1280, height: 900 });

  const balance = page.getByRole('spinbutton', { name: 'Balance' });
  await expect(balance).toHaveValue('25.5');
  await balance.fill('42');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(page.getByRole('main').locator('dt', { hasText: /^Balance$/ }).locator('+ dd')).toHaveText('€42.00');

  const customer = await secondDevice(browser, mockScope, CHROME);
  try {
    const customerPage = await customer.newPage();
    await signIn(customerPage, USERS.customer.email);
    await openScreen(customerPage, '/');
    await expect(customerPage.getByRole('navigation', { name: 'Sidebar' }).getByText('€42.00')).toBeVisible();
  } finally {
    await customer.close();
  }

  await openScreen(page, '/staff/auditlogs');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const newest = page.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1);
  await expect(newest).toContainText(USERS.admin.username);
  await expect(newest).toContainText('Edited');
  await expect(newest).toContainText('balance: 25.5 → 42');
  await expect(newest.getByRole('link', { name: `users ${USERS.customer.id}` })).toHaveAttribute('href', `/staff/users/${USERS.customer.id}`);
  await expectAccessibleInBothThemesAndOnAPhone(page, 'staff audit log');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Filtered by record type and actor: only the admin's user edits remain.
  await page.getByRole('combobox', { name: 'Record type' }).selectOption({ label: 'invoices' });
  await expect(page.getByRole('table', { name: 'Audit log' }).getByText('balance: 25.5 → 42')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Record type' }).selectOption({ label: 'users' });
  await page.getByRole('combobox', { name: 'Who' }).selectOption({ label: USERS.admin.username });
  await expect(page.getByRole('table', { name: 'Audit log' }).getByText('balance: 25.5 → 42')).toBeVisible();
});

test('an admin changes a rank only after confirming it', async ({ page }) => {
  const session = await signIn(page, USERS.admin.email);
  await openScreen(page, `/staff/users/${USERS.nobalance.id}`);
  await page.getByRole('combobox', { name: 'Rank' }).selectOption({ label: 'Staff' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Change the rank of ${USERS.nobalance.username}?` });
  await expect(dialog).toContainText('From Customer to Staff');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const read = async () => {
    const answer = await page.request.get(`/api/staff/users/list?where=_id:${USERS.nobalance.id}`, { headers: { Authorization: `Bearer ${session.token}` } });
    return ((await answer.json()) as { result: { rank: string }[] }).result[0]?.rank;
  };
  expect(await read()).toBe('USER');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Change rank' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  expect(await read()).toBe('STAFF');
});

test('staff are not offered the account edit, and the mock refuses it', async ({ page }) => {
  const session = await signIn(page, USERS.staff.email);
  await openScreen(page, `/staff/users/${USERS.customer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `User ${USERS.customer.username}` })).toBeVisible();
  await expect(page.getByText('Only an admin may change the account.')).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Balance' })).toHaveCount(0);
  await expect(page.getByRole('spinbutton', { name: 'Coins' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expectAccessibleInBothThemesAndOnAPhone(page, 'staff user (staff)');

  const direct = await page.request.post(`/api/staff/users/${USERS.customer.id}/edit`, { headers: { Authorization: `Bearer ${session.token}` }, data: { balance: 1000 } });
  expect(direct.status()).toBe(403);
  const after = await page.request.get(`/api/staff/users/list?where=_id:${USERS.customer.id}`, { headers: { Authorization: `Bearer ${session.token}` } });
  expect(((await after.json()) as { result: { balance: number }[] }).result[0]?.balance).toBe(25.5);
});
