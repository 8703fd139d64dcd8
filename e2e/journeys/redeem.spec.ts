import type { APIRequestContext, Page } from '@playwright/test';
import { SEED_CODES } from '../../mocks/src/seed/content';
import { SEED_NOW } from '../../mocks/src/seed/reference-time';
import { DEMO_PASSWORD, expect, signIn, test, USERS, type MockApi } from '../fixtures';
import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { openScreen } from '../support/open-screen';

test.use({ timezoneId: 'UTC' });

const sidebarCoins = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: /\d+ coins/ });
const codeField = (page: Page) => page.getByRole('textbox', { name: 'Code' });

async function redeem(page: Page, code: string) {
  await codeField(page).fill(code);
  await page.getByRole('button', { name: 'Redeem' }).click();
}

/** The backend's clock at the seed's reference time, so the seeded codes' expiries hold. */
const atSeedTime = (mock: MockApi) => mock.setClock(SEED_NOW);

/** A coupon an admin creates through the staff API. */
async function createCoupon(request: APIRequestContext, data: { code: string; coins: number; maxClaims: number }) {
  const admin = (await (await request.post('/api/auth/login', { data: { email: USERS.admin.email, password: DEMO_PASSWORD } })).json()) as { token: string };
  const created = await request.post('/api/staff/coupons/create', { data: { collection: 'coupons', data }, headers: { Authorization: `Bearer ${admin.token}` } });
  expect(created.status()).toBe(201);
}

test('a staff-created code adds its coins once: the total, the sidebar and the history follow; the second time it is refused', async ({ page, mock, request, consoleErrors }) => {
  consoleErrors.allow(/status of 403/);
  await atSeedTime(mock);
  await createCoupon(request, { code: 'LAUNCH25', coins: 25, maxClaims: 5 });
  await signIn(page, USERS.customer.email);
  await openScreen(page, '/redeem');

  await expect(page.getByRole('heading', { level: 1, name: 'Redeem a code' })).toBeVisible();
  await expect(sidebarCoins(page)).toHaveText('340 coins');
  await redeem(page, 'LAUNCH25');
  const added = page.getByRole('status').filter({ hasText: 'coins added' });
  await expect(added).toContainText('25 coins added');
  await expect(added).toContainText('You now have 365 coins.');
  await expect(codeField(page)).toHaveValue('');
  await expect(sidebarCoins(page)).toHaveText('365 coins');

  await added.getByRole('link', { name: 'See your coin history' }).click();
  await expect(page).toHaveURL(/\/coins$/);
  const first = page.getByRole('table', { name: 'Coin movements' }).getByRole('row').nth(1);
  await expect(first).toContainText('Redeemed code LAUNCH25');
  await expect(first).toContainText('+25');
  await expect(first).toContainText('365');

  await page.goBack();
  await redeem(page, 'LAUNCH25');
  await expect(page.getByText('You have already redeemed this code. Each code works once per account.')).toBeVisible();
  await expect(codeField(page)).toHaveValue('LAUNCH25');
  await expect(sidebarCoins(page)).toHaveText('365 coins');
});

test('an unknown code and an expired code each say so', async ({ page, mock, consoleErrors }) => {
  consoleErrors.allow(/status of 40[34]/);
  await atSeedTime(mock);
  await signIn(page, USERS.customer.email);
  await openScreen(page, '/redeem');

  await redeem(page, 'NOSUCHCODE');
  await expect(page.getByText('This code does not exist. Check it for typos.')).toBeVisible();
  await expect(codeField(page)).toBeFocused();
  await redeem(page, SEED_CODES.expiredCoupon);
  await expect(page.getByText('This code has expired.')).toBeVisible();
  await expect(sidebarCoins(page)).toHaveText('340 coins');
});

test('after ten failed attempts, even a good code waits', async ({ page, mock, consoleErrors }) => {
  consoleErrors.allow(/status of 40[34]/, /status of 429/);
  await atSeedTime(mock);
  const session = await signIn(page, USERS.customer.email);
  // Nine wrong guesses straight to the API, the tenth on the screen (the mock allows ten failures in 15 minutes).
  for (let attempt = 0; attempt < 9; attempt += 1) {
    const guess = await page.request.post(`/api/coupon/GUESS${attempt}/claim`, { headers: { Authorization: `Bearer ${session.token}` } });
    expect(guess.status()).toBe(404);
  }
  await openScreen(page, '/redeem');
  await redeem(page, 'GUESS9');
  await expect(page.getByText('This code does not exist. Check it for typos.')).toBeVisible();

  await redeem(page, SEED_CODES.activeCoupon);
  const alert = page.getByRole('alert').filter({ hasText: 'Too many attempts' });
  await expect(alert).toContainText('Wait 15 minutes before trying another code.');
  await expect(sidebarCoins(page)).toHaveText('340 coins');
});

test('the redeem screen is accessible in both themes and fits a phone', async ({ page, mock }) => {
  await atSeedTime(mock);
  await signIn(page, USERS.customer.email);
  await openScreen(page, '/redeem');
  await redeem(page, SEED_CODES.activeCoupon);
  await expect(page.getByRole('status').filter({ hasText: 'coins added' })).toContainText('100 coins added');
  await expectAccessibleInBothThemesAndOnAPhone(page, 'redeem, after a code');
});
