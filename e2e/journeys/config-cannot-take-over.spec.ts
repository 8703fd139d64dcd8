import { expect, signIn, test, USERS } from '../fixtures';

const welcome = `Welcome back, ${USERS.customer.username}`;

test('an ad script URL off the ad service domains, such as data:, is never loaded', async ({ page, mock }) => {
  await mock.patchConfig({ settings: { ads: { site: true, adservice: 'ADSTERRA', adsterraBanner: 'data:text/javascript,window.pwned=1' } } });
  await signIn(page, USERS.customer.email);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: welcome })).toBeVisible();

  await expect(page.locator('script[src^="data:"]')).toHaveCount(0);
  await expect(page.locator('#third-party-ads')).toHaveCount(0);
  expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
});

test('dismissing an announcement whose id is "token" leaves the session intact', async ({ page, mock }) => {
  await mock.patchConfig({ info: { dialog: { id: 'token', title: 'Planned maintenance', message: 'The panel is down on Sunday.' } } });
  const session = await signIn(page, USERS.customer.email);
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Planned maintenance' });
  await dialog.getByRole('button', { name: 'Got it' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(session.token);

  await page.reload();
  await expect(page.getByRole('heading', { name: welcome })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Planned maintenance' })).toBeHidden();
});
