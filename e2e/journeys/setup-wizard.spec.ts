import { expect, test } from '../fixtures';

test('a fresh instance is set up with the wizard and the new admin lands signed in', async ({ page, mock }) => {
  await mock.reset({ fresh: true });
  expect(await mock.config()).toMatchObject({ awaitingConfiguration: true, currency: { abbreviation: 'ALL' }, stats: { users: { total: 0 } } });
  await page.goto('/');

  await expect(page.getByRole('heading', { name: 'Set up your panel' })).toBeVisible();
  await expect(page.getByLabel('Currency')).toHaveValue('Albanian Lek (ALL)');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Enter the name of your panel.')).toBeVisible();
  await page.getByLabel('Panel name').fill('Pixel Hosting');
  // The list has every currency; typing its code picks one.
  await page.getByLabel('Currency').fill('INR');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Step 2 of 2: Administrator account' })).toBeVisible();
  await page.getByLabel('Username').fill('Olive Owner');
  await page.getByLabel('Email').fill('owner@pixel.test');
  await page.getByLabel('Password', { exact: true }).fill('short1');
  await page.getByLabel('Confirm password').fill('short2');
  await page.getByRole('button', { name: 'Finish setup' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'At least 10 characters, with a letter and a digit. Use at least 10 characters',
  );
  await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription('The passwords do not match');

  await page.getByLabel('Password', { exact: true }).fill('correct horse 42');
  await page.getByLabel('Confirm password').fill('correct horse 42');
  await page.getByRole('button', { name: 'Finish setup' }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Welcome back, Olive Owner' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pixel Hosting' })).toBeVisible();
  await expect(page.getByLabel('Balance')).toHaveText('₹0.00');
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as { rank: string } | null);
  expect(user?.rank).toBe('ADMIN');

  const config = await mock.config();
  expect(config).toMatchObject({
    awaitingConfiguration: false,
    currency: { abbreviation: 'INR', symbol: '₹' },
    info: { name: 'Pixel Hosting' },
    stats: { users: { total: 1 } },
  });
});
