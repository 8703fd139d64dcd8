import type { Page } from '@playwright/test';
import { expect, SHELL_ORIGIN, signIn, test, USERS } from '../fixtures';
import { expectAccessibleInBothThemesAndOnAPhone, PHONE } from '../support/accessibility';
import { openScreen } from '../support/open-screen';

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const linkField = (page: Page) => card(page, 'Your referral link').getByRole('textbox', { name: 'Referral link' });
const sidebarCoins = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' }).getByText(/\d+ coins/);

test('the page shows the link to /join/ with what it earns, and Copy link copies it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SHELL_ORIGIN });
  await signIn(page, USERS.customer.email);
  await openScreen(page, '/referrals');
  await expect(page.getByRole('heading', { name: 'Referrals', level: 1 })).toBeVisible();
  await expect(linkField(page)).toHaveValue(`${SHELL_ORIGIN}/join/caseycustomer`);
  await expect(linkField(page)).toHaveAttribute('readonly', '');
  await expect(card(page, 'Your referral link')).toContainText('You earn 100 coins for each person who signs up through your link.');
  await expect(card(page, 'Your referral link')).toContainText('You also receive 10% of every purchase they make, on your balance.');

  const copy = card(page, 'Your referral link').getByRole('button', { name: 'Copy link' });
  await copy.click();
  await expect(card(page, 'Your referral link').getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${SHELL_ORIGIN}/join/caseycustomer`);

  const people = card(page, 'People you referred');
  await expect(people.getByRole('table')).toBeVisible();
  await expect(people.getByRole('row')).toHaveCount(41);
  await expect(people.getByRole('row').nth(1)).toContainText(/pl\*\*\*@players\.test/);
  await expect(card(page, 'Top referrers').getByRole('listitem').first()).toContainText(USERS.customer.username);
  await expect(card(page, 'Top referrers').getByRole('listitem').first()).toContainText('You');
});

test('a visitor who signs up through /join/{code} credits the referrer once, and shows on their page', async ({ page, mock }) => {
  const email = 'referred.friend@panel.test';
  await page.goto('/join/caseycustomer');
  await expect(page).toHaveURL('/auth/login');
  await page.goto('/auth/login?signup');
  const form = page.locator('[data-boundary="auth"]');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('galaxy-2026');
  await form.getByLabel('Confirm password').fill('galaxy-2026');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/auth/verify');
  await page.goto(await mock.lastMailLink(email));
  await expect(page.getByText('Your email address is verified')).toBeVisible();
  // The verified visitor's page goes on to their home; the referrer signing in below shares its
  // storage, so leave it first (its calls would go out with the referrer's token).
  await page.goto('about:blank');

  // The referrer, in another tab of the same browser.
  const referrer = await page.context().newPage();
  await signIn(referrer, USERS.customer.email);
  await openScreen(referrer, '/referrals');
  await expect(sidebarCoins(referrer)).toHaveText('440 coins');
  const people = card(referrer, 'People you referred');
  await expect(people.getByRole('definition').first()).toHaveText('41');
  await expect(people.getByRole('row').last()).toContainText('referred.friend');
  await expect(people.getByRole('row').last()).toContainText('re***@panel.test');

  // Verifying and signing in again credit nothing more.
  await referrer.reload();
  await expect(card(referrer, 'People you referred').getByRole('row')).toHaveCount(42);
  await expect(sidebarCoins(referrer)).toHaveText('440 coins');
});

test('a signed-in customer following their own link is not referred: it goes home', async ({ page }) => {
  await signIn(page, USERS.customer.email);
  await openScreen(page, '/join/caseycustomer');
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => localStorage.getItem('referrer'))).toBeNull();
});

test('the custom code is locked with its progress below the threshold', async ({ page, mock }) => {
  await mock.patchConfig({ settings: { referrals: { minimumReferralsRequiredForCustomLinkByPlan: { ALL: 50 } } } });
  await signIn(page, USERS.customer.email);
  await openScreen(page, '/referrals');
  const custom = card(page, 'Custom code');
  await expect(custom).toContainText('With 50 referrals you can choose your own code for your link.');
  await expect(custom.getByRole('progressbar', { name: 'Referrals towards a custom code' })).toHaveAttribute('value', '40');
  await expect(custom).toContainText('40 of 50 referrals · 10 more to go.');
  await expect(custom.getByRole('textbox')).toHaveCount(0);
});

test('above the threshold the code is editable; a taken code is refused and nothing typed is lost', async ({ page, mock, consoleErrors }) => {
  consoleErrors.allow(/status of 400/);
  await mock.patchConfig({ settings: { referrals: { minimumReferralsRequiredForCustomLinkByPlan: { ALL: 0 } } } });
  await signIn(page, USERS.customer.email);
  await openScreen(page, '/referrals');
  const custom = card(page, 'Custom code');
  const code = custom.getByRole('textbox', { name: 'Code' });

  await code.fill('player001');
  await custom.getByRole('button', { name: 'Save code' }).click();
  await expect(code).toHaveAccessibleDescription(/This code is taken\. Try another one\./);
  await expect(code).toHaveValue('player001');
  await expect(linkField(page)).toHaveValue(`${SHELL_ORIGIN}/join/caseycustomer`);

  await code.fill('Casey2026');
  await custom.getByRole('button', { name: 'Save code' }).dblclick();
  await expect(page.getByText('Your link now ends with Casey2026.')).toBeVisible();
  await expect(linkField(page)).toHaveValue(`${SHELL_ORIGIN}/join/Casey2026`);
});

test('with referrals off, the page is neither linked nor reachable', async ({ page, mock }) => {
  await mock.patchConfig({ settings: { referrals: { enabled: false } } });
  await signIn(page, USERS.customer.email);
  await openScreen(page, '/referrals');
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Referrals' })).toHaveCount(0);
});

test.describe('the referrals page at 375 px', () => {
  test.use({ viewport: PHONE });

  test('axe finds nothing in the light and dark themes, and nothing scrolls sideways', async ({ page, mock }) => {
    await signIn(page, USERS.customer.email);
    await openScreen(page, '/referrals');
    await expect(card(page, 'People you referred').getByRole('table')).toBeVisible();
    await expectAccessibleInBothThemesAndOnAPhone(page, 'the referrals page');

    await mock.patchConfig({ settings: { referrals: { minimumReferralsRequiredForCustomLinkByPlan: { ALL: 50 } } } });
    await page.reload();
    await expect(card(page, 'Custom code').getByRole('progressbar')).toBeVisible();
    await expectAccessibleInBothThemesAndOnAPhone(page, 'the referrals page with the custom code locked');
  });
});
