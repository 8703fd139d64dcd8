import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { openScreen } from '../support/open-screen';
import { expect, signIn, test, USERS } from '../fixtures';

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });

test('staff search, page, filter and export the ~200 users', async ({ page }) => {
  const session = await signIn(page, USERS.staff.email);
  await openScreen(page, '/staff/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  const table = usersTable(page);
  for (const header of ['Name', 'Email', 'Rank', 'Balance', 'Coins', 'Verified', 'Banned', 'Joined', 'Last seen']) {
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  }
  await expect(table.getByRole('row')).toHaveCount(21);
  await expectAccessibleInBothThemesAndOnAPhone(page, 'staff users');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Pages come from the server: the second page holds other users.
  const firstOnPageOne = await table.getByRole('row').nth(1).getByRole('cell').first().textContent();
  await page.getByRole('button', { name: /next/i }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).not.toHaveText(firstOnPageOne ?? '');

  // Search by e-mail, then by id (the whole collection, not the page).
  await page.getByRole('searchbox', { name: 'Search' }).fill('player150@');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('link', { name: 'player150' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('u-player-042');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('link', { name: 'player042' })).toBeVisible();
  // By referrer: the customer's id finds the players who came through their link.
  await page.getByRole('searchbox', { name: 'Search' }).fill(USERS.customer.id);
  await expect(table.getByRole('cell', { name: /@players\.test$/ }).first()).toBeVisible();
  await expect(table.getByRole('cell', { name: 'player042@players.test' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search' }).fill('');

  // Filter: banned.
  await page.getByRole('combobox', { name: 'Banned' }).selectOption({ label: 'Yes' });
  await expect(page).toHaveURL(/banned=true/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('link', { name: USERS.banned.username })).toBeVisible();
  await page.getByRole('combobox', { name: 'Banned' }).selectOption({ label: 'All' });

  // Filter: rank, then unverified ones; sort by coins.
  await page.getByRole('combobox', { name: 'Rank' }).selectOption({ label: 'Staff' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('link', { name: USERS.staff.username })).toBeVisible();
  await page.getByRole('combobox', { name: 'Rank' }).selectOption({ label: 'Customer' });
  await page.getByRole('combobox', { name: 'Verified' }).selectOption({ label: 'No' });
  await expect(page).toHaveURL(/verified=false/);

  // Sorted on the server: the first page opens with the most (then the fewest) coins of every match, not of one page.
  const coinsHeader = table.getByRole('columnheader', { name: 'Coins' });
  const matching = 'pageSize=1&where=rank:USER&where=verified:false&sort=coins';
  const firstCoins = async (order: 'asc' | 'desc') => {
    const response = await page.request.get(`/api/staff/users/list?${matching}&order=${order}`, { headers: { Authorization: `Bearer ${session.token}` } });
    return ((await response.json()) as { result: { coins: number }[] }).result[0]?.coins;
  };
  const coinsShown = async () => Promise.all((await table.getByRole('row').all()).slice(1).map(async (row) => Number(await row.getByRole('cell').nth(4).textContent())));
  for (const [order, ariaSort] of [['desc', 'descending'], ['asc', 'ascending']] as const) {
    await coinsHeader.getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`sort=coins&order=${order}`));
    await expect(coinsHeader).toHaveAttribute('aria-sort', ariaSort);
    await expect(table.getByRole('row').nth(1).getByRole('cell').nth(4)).toHaveText(String(await firstCoins(order)));
    const coins = await coinsShown();
    expect(coins.length).toBeGreaterThan(1);
    expect(coins).toEqual([...coins].sort((a, b) => (order === 'asc' ? a - b : b - a)));
  }

  // The CSV holds every matching row (all pages), not only the one shown.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const lines = (await readFile(file, 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toContain('Email');
  const rows = lines.slice(1);
  const expected = await page.request.get('/api/staff/users/list?pageSize=1&where=rank:USER&where=verified:false', { headers: { Authorization: `Bearer ${session.token}` } });
  const { metadata } = (await expected.json()) as { metadata: { totalCount: number } };
  expect(metadata.totalCount).toBeGreaterThan(20);
  expect(rows).toHaveLength(metadata.totalCount);
  // Name, Email, Rank, Balance, Coins, Verified, …
  expect(rows.every((row) => row.split(',')[2] === 'Customer' && row.split(',')[5] === 'No')).toBe(true);
  expect(rows.some((row) => row.includes(USERS.unverified.email))).toBe(true);
});

test('a user row opens the user page; an unknown id says so', async ({ page }) => {
  await signIn(page, USERS.staff.email);
  await openScreen(page, '/staff/users?q=player007');
  await usersTable(page).getByRole('link', { name: 'player007' }).click();
  await expect(page).toHaveURL('/staff/users/u-player-007');
  await expect(page.getByRole('heading', { level: 1, name: 'User player007' })).toBeVisible();
  await openScreen(page, '/staff/users/u-nobody');
  await expect(page.getByText('There is no such record. It may have been deleted.')).toBeVisible();
});
