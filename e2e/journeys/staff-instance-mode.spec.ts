import type { MigrationResult } from '@panel/api/contract';
import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { DEMO_PASSWORD, expect, signIn, test, USERS } from '../fixtures';

test('the mode switch’s dry run says what then happens', async ({ page, request }) => {
  await signIn(page, USERS.admin.email);
  const login = await request.post('/api/auth/login', { data: { email: USERS.customer.email, password: DEMO_PASSWORD } });
  const customer = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const moneyOfCustomer = async () => {
    const { balance, coins } = (await (await request.get(`/api/user/${USERS.customer.id}/info`, { headers: customer })).json()) as { balance: number; coins: number };
    return { balance, coins };
  };
  const before = await moneyOfCustomer();
  await page.goto('/staff/instance/mode');
  const switchButton = page.getByRole('button', { name: 'Switch to Per-server plans' });
  await expect(switchButton).toBeDisabled();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'instance mode');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('spinbutton', { name: /Expiry delay/ }).fill('48');
  const dryRunAnswer = page.waitForResponse((response) => response.url().includes('/api/staff/migration/psp?dryRun=true'));
  await page.getByRole('button', { name: 'Dry run' }).click();
  const said = ((await (await dryRunAnswer).json()) as MigrationResult).accounts?.find((move) => move.user === USERS.customer.id);
  expect(said, 'the dry run names the customer’s money').toBeDefined();
  expect({ balance: said?.balance.before, coins: said?.coins.before }).toEqual(before);
  const preview = page.getByRole('region', { name: 'What the switch will do' }).getByRole('listitem');
  await expect(preview).toHaveCount(4);
  const expected = await preview.allInnerTexts();
  expect(expected.join(' ')).toMatch(/\d+ servers? gets? a new expiry date/);

  await switchButton.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('listitem')).toHaveText(expected);
  await dialog.getByRole('button', { name: 'Switch to Per-server plans' }).click();

  const done = page.getByRole('status').filter({ hasText: 'Switched to Per-server plans' });
  await expect(done.getByText('What happened matches the dry run.')).toBeVisible();
  await expect(done.getByRole('listitem')).toHaveText(expected);
  await expect(page.getByRole('button', { name: 'Switch to Resource split' })).toBeDisabled();

  // The customer now holds what the dry run said, and their funds history says why.
  expect(await moneyOfCustomer()).toEqual({ balance: said?.balance.after, coins: said?.coins.after });
  const history = (await (await request.get('/api/user/funds/history', { headers: customer })).json()) as { transactions: { method: string; amount: number }[] };
  expect(history.transactions[0]).toMatchObject({ method: 'mode-switch', amount: Math.round(((said?.balance.after ?? 0) - (said?.balance.before ?? 0)) * 100) / 100 });
});
