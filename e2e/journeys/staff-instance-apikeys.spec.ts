import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { expect, signIn, test, USERS } from '../fixtures';

test('an API key lists users through the API; a read-only key cannot write; a revoked key is refused', async ({ page, request }) => {
  test.slow(); // axe reads three screens: the list, the new-key dialog and the key shown once
  await signIn(page, USERS.admin.email);
  await page.goto('/staff/apikeys');
  const table = page.getByRole('table', { name: 'API keys' });
  await expect(table.getByRole('cell', { name: 'Billing sync' })).toBeVisible();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'API keys');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'New API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'New API key' });
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toBeVisible();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'new API key dialog');
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Reporting');
  await dialog.getByRole('radio', { name: /Read-only/ }).check();
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const shown = dialog.getByRole('textbox', { name: 'API key' });
  await expect(shown).toHaveValue(/^pk_/);
  await expect(shown).toHaveAttribute('readonly', '');
  await expectAccessibleInBothThemesAndOnAPhone(page, 'API key shown once');
  await page.setViewportSize({ width: 1280, height: 800 });
  const secret = await shown.inputValue();
  await dialog.getByRole('button', { name: 'Done' }).click();
  const row = table.getByRole('row').filter({ hasText: 'Reporting' });
  await expect(row).toContainText('Read-only');

  const headers = { Authorization: `Bearer ${secret}` };
  const users = await request.get('/api/staff/users/list?pageSize=5', { headers });
  expect(users.status()).toBe(200);
  const page1 = (await users.json()) as { result: { email: string }[]; metadata: { totalCount: number } };
  expect(page1.metadata.totalCount).toBeGreaterThan(100);
  expect(page1.result).toHaveLength(5);

  const write = await request.post('/api/staff/sidebarLinks/create', { headers, data: { collection: 'sidebarLinks', data: { text: 'x', link: '/x' } } });
  expect(write.status()).toBe(403);

  await page.reload();
  await expect(row).not.toContainText('Never');
  await row.getByRole('button', { name: 'Revoke' }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  // While the dialog is open the table is hidden from the accessibility tree: the row is gone
  // only once the dialog has closed on the API's answer.
  await expect(page.getByText('Revoked Reporting.')).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(row).toHaveCount(0);
  expect((await request.get('/api/staff/users/list', { headers })).status()).toBe(401);
});
