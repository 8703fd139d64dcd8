import type { Page } from '@playwright/test';
import { expect, signIn, test, USERS } from '../fixtures';
import { openScreen } from '../support/open-screen';

const DAY = 86_400_000;
/** 20:00 UTC today: four hours before the daily reset, on the mock's clock and the page's alike. */
const EVENING = Math.floor(Date.now() / DAY) * DAY + 20 * 3_600_000;

/** A card of the screen, by its heading. */
const card = (page: Page, title: string) => page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
const sidebarCoins = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' }).getByText(/\d+ coins/);
const methodsList = (page: Page) => page.getByRole('list', { name: 'Ways to earn' });
const method = (page: Page, name: string) => methodsList(page).getByRole('listitem').filter({ hasText: name });

test.beforeEach(async ({ page, mock }) => {
  await mock.setClock(EVENING);
  await page.clock.install({ time: EVENING });
  await signIn(page, USERS.customer.email);
});

test('the earn page lists each way to earn with its reward and what today leaves, and when the limits reset', async ({ page }) => {
  await openScreen(page, '/earn');
  await expect(page.getByRole('heading', { level: 1, name: 'Earn coins' })).toBeVisible();
  await expect(method(page, 'Link shortener')).toContainText('5 coins each time · 10 of 10 left today');
  await expect(method(page, 'Join our Discord')).toContainText('10 coins each time · 1 of 1 left today');
  await expect(method(page, 'Answer the monthly survey')).toContainText('25 coins each time · 1 of 1 left today');
  await expect(method(page, 'Join our Discord').getByRole('link', { name: 'Open the link' })).toHaveAttribute('href', 'https://discord.gg/nebula-example');
  const today = card(page, 'Today');
  await expect(today).toContainText('Earned today from these ways0 coins');
  await expect(today).toContainText(/Daily limits reset in.*(03:59:\d\d|04:00:00)/);
  await expect(page.getByRole('list', { name: 'Most coins of all time' }).getByRole('listitem')).toHaveCount(10);
});

test('claiming credits the coins (the sidebar follows) until the day’s limit, which then says when it resets', async ({ page }) => {
  await openScreen(page, '/earn');
  await expect(sidebarCoins(page)).toHaveText('340 coins');

  const discord = method(page, 'Join our Discord');
  await discord.getByRole('button', { name: 'Claim 10 coins' }).dblclick();
  await expect(page.getByText('You earned 10 coins.')).toBeVisible();
  await expect(sidebarCoins(page)).toHaveText('350 coins');
  await expect(discord.getByRole('button', { name: 'Claim 10 coins' })).toHaveCount(0);
  await expect(discord).toContainText('0 of 1 left today');
  await expect(discord).toContainText('Daily limit reached.');
  await expect(discord).toContainText(/Daily limits reset in.*(03:5\d:\d\d|04:00:00)/);
  await expect(card(page, 'Today')).toContainText('Earned today from these ways10 coins');
  await expect(page.getByRole('list', { name: 'Today’s top earners' })).toContainText(`${USERS.customer.username}10 coins today`);

  // Still the same day after a reload: the limit holds.
  await page.reload();
  await expect(method(page, 'Join our Discord')).toContainText('Daily limit reached.');
});

test('the link shortener pays when its link leads back, once: its token leaves the address at once, and coming back with it again is refused', async ({ page, consoleErrors }) => {
  test.slow(); // four page loads: the earn screen, the shortener's page, back, and the spent link again
  consoleErrors.allow(/status of 400/);
  await openScreen(page, '/earn');
  await expect(sidebarCoins(page)).toHaveText('340 coins');
  const back = await goThroughLinkShortener(page);
  await expect(method(page, 'Link shortener')).toContainText('9 of 10 left today');
  await expect(page.getByText('You earned 5 coins.')).toBeVisible();
  await expect(sidebarCoins(page)).toHaveText('345 coins');
  await expect(card(page, 'Today')).toContainText('Earned today from these ways5 coins');
  await expect(page.getByRole('list', { name: 'Today’s top earners' })).toContainText(`${USERS.customer.username}5 coins today`);

  // The shortener's link again, with the token already spent.
  await page.goto(back);
  await expect(page).toHaveURL(/\/earn$/);
  await expect(page.getByText('This link shortener token was already used')).toBeVisible();
  await expect(method(page, 'Link shortener')).toContainText('9 of 10 left today');
  await expect(sidebarCoins(page)).toHaveText('345 coins');
});

/** The mock's stand-in for the link shortener's page, at the path of Linkvertise's dynamic links. */
const STAND_IN = /\/api\/__linkvertise\/482913\/\d+\/dynamic\?r=/;

/**
 * From /earn, through the link shortener and back: the address loses the token as the screen
 * takes it. Answers where the shortener led back to (the token in it).
 */
async function goThroughLinkShortener(page: Page): Promise<string> {
  await method(page, 'Link shortener').getByRole('button', { name: 'Earn 5 coins' }).click();
  await expect(page).toHaveURL(STAND_IN);
  await expect(page.getByText('stands in for the link shortener')).toBeVisible();
  const continueLink = page.getByRole('link', { name: 'Continue' });
  const back = (await continueLink.getAttribute('href')) ?? '';
  expect(back).toMatch(/\/earn\?linkvertise=[\w-]+$/);
  await continueLink.click();
  await expect(page).toHaveURL(/\/earn$/);
  return back;
}
