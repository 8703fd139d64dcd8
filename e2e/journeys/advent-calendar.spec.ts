import type { Page } from '@playwright/test';
import { expect, signIn, test, USERS, type MockApi } from '../fixtures';
import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { openScreen } from '../support/open-screen';

test.use({ timezoneId: 'UTC' });

const door = (page: Page, day: number) => page.getByRole('button', { name: `Day ${day}`, exact: true });
const sidebarCoins = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' }).getByText(/\d+ coins/);

/** The backend and the page agree on "now". */
async function at(page: Page, mock: MockApi, time: number) {
  await mock.setClock(time);
  await page.clock.install({ time });
}

/** Outside the season the status call answers 423: the browser logs it as a failed load. */
const allow423 = (consoleErrors: { allow: (...patterns: RegExp[]) => void }) => consoleErrors.allow(/status of 423/);

test.beforeEach(async ({ mock }) => {
  await mock.patchConfig({ features: { adventCalendar: true } });
});

test('on 5 December today’s door opens once and pays its coins; yesterday’s was missed; tomorrow’s counts down', async ({ page, mock }) => {
  await at(page, mock, Date.UTC(2026, 11, 5, 12));
  await signIn(page, USERS.customer.email);
  await openScreen(page, '/adventcalendar');

  await expect(page.getByRole('heading', { level: 1, name: 'Advent calendar' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ has: door(page, 4) })).toContainText('Missed');
  await expect(page.getByRole('listitem').filter({ has: door(page, 6) })).toContainText('Opens in');
  await expect(page.getByRole('listitem').filter({ has: door(page, 6) })).toContainText(/11:5\d:\d\d/);
  await expect(page.getByRole('listitem').filter({ has: door(page, 7) })).toContainText('Locked');
  await expect(page.getByText('The next door opens in')).toBeVisible();
  await expect(sidebarCoins(page)).toHaveText('340 coins');

  await door(page, 5).dblclick();
  await expect(page.getByText('Behind door 5: 20 coins, added to your account.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ has: door(page, 5) })).toContainText('Opened: 20 coins');
  await expect(sidebarCoins(page)).toHaveText('360 coins');
  await expect(door(page, 5)).toBeDisabled();

  // A second try does nothing: the door stays shut and no coins move.
  await door(page, 5).click({ force: true });
  await page.reload();
  await page.mouse.move(20, 20);
  await expect(page.getByRole('listitem').filter({ has: door(page, 5) })).toContainText('Opened: 20 coins');
  await expect(door(page, 5)).toBeDisabled();
  await expect(sidebarCoins(page)).toHaveText('360 coins');
  await expect(door(page, 6)).toBeDisabled();
});

test('before the season (November) the page says when it opens', async ({ page, mock, consoleErrors }) => {
  allow423(consoleErrors);
  await at(page, mock, Date.UTC(2026, 10, 20, 12));
  await signIn(page, USERS.customer.email);
  await openScreen(page, '/adventcalendar');
  await expect(page.getByText('The advent calendar opens soon')).toBeVisible();
  await expect(page.getByText('The first door opens on')).toContainText('2026');
  await expect(door(page, 1)).toHaveCount(0);
});

test('after 24 December (the 26th) the calendar is over', async ({ page, mock, consoleErrors }) => {
  allow423(consoleErrors);
  await at(page, mock, Date.UTC(2026, 11, 26, 12));
  await signIn(page, USERS.customer.email);
  await openScreen(page, '/adventcalendar');
  await expect(page.getByText('The advent calendar is over')).toBeVisible();
  await expect(door(page, 24)).toHaveCount(0);
});

test('with the feature off the route is absent', async ({ page, mock }) => {
  await mock.patchConfig({ features: { adventCalendar: false } });
  await signIn(page, USERS.customer.email);
  await openScreen(page, '/adventcalendar');
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
  await expect(door(page, 1)).toHaveCount(0);
});

test('the home card shows today’s state: a gift waiting, then claimed', async ({ page, mock }) => {
  await at(page, mock, Date.UTC(2026, 11, 5, 12));
  await signIn(page, USERS.customer.email);
  await openScreen(page, '/');
  await expect(page.getByText('A gift is waiting for you')).toBeVisible();
  await page.getByRole('link', { name: 'Open the calendar' }).click();
  await door(page, 5).click();
  await expect(page.getByText('Behind door 5: 20 coins, added to your account.')).toBeVisible();
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByText('Today’s gift is yours')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the calendar' })).toHaveAttribute('href', '/adventcalendar');
});

test('the home card says when the season starts, and when it is over', async ({ page, mock, consoleErrors }) => {
  allow423(consoleErrors);
  await at(page, mock, Date.UTC(2026, 10, 20, 12));
  await signIn(page, USERS.customer.email);
  await openScreen(page, '/');
  await expect(page.getByText('The advent calendar starts soon')).toBeVisible();
  await expect(page.getByText('The first door opens on')).toContainText('2026');

  await mock.setClock(Date.UTC(2026, 11, 26, 12));
  await page.clock.setFixedTime(Date.UTC(2026, 11, 26, 12));
  await page.reload();
  await page.mouse.move(20, 20);
  await expect(page.getByText('The advent calendar is over')).toBeVisible();
});

test('the calendar passes axe in both themes and fits a phone', async ({ page, mock }) => {
  await at(page, mock, Date.UTC(2026, 11, 5, 12));
  await signIn(page, USERS.customer.email);
  await openScreen(page, '/adventcalendar');
  await expect(door(page, 24)).toBeVisible();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'the advent calendar');
});
