import type { Page } from '@playwright/test';
import { expect, signIn, test, USERS } from '../fixtures';
import { expectNoAxeViolations, expectNoSidewaysScroll, PHONE } from '../support/accessibility';
import { holdRequests, holdScripts } from '../support/hold-requests';

const fragment = (page: Page) => page.locator('[data-boot-fragment]');
const app = (page: Page) => page.locator('#root [data-boundary="staff"]');
const LIST = /\/api\/staff\/users\/list\?/;

test('the first page of users shows before the JavaScript, then the app takes over with the same rows', async ({ page }) => {
  await signIn(page, USERS.staff.email);
  const releaseScripts = await holdScripts(page);
  const releaseList = await holdRequests(page, LIST);
  await page.goto('/staff/users', { waitUntil: 'commit' });

  // Served in the HTML by the shell's server from the staff remote's fragment.
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Loading the users…');

  // The list call the fragment started answers: the rows, before any script file has arrived.
  await releaseList();
  const table = fragment(page).getByRole('table', { name: 'Users' });
  const firstEmail = table.locator('tbody tr').first().locator('td').nth(1);
  await expect(firstEmail).toHaveText(/@/);
  const email = await firstEmail.textContent();
  await expect(table.locator('tbody tr')).toHaveCount(20);
  await expect(page.getByText('Loading the users…')).toHaveCount(0);
  await expect(table.getByRole('link').first()).toHaveAttribute('href', /^\/staff\/users\/[^/]+$/);
  await expectNoAxeViolations(page, 'the users table before JavaScript');

  // The app arrives and takes the same answer: the same rows, with its filters and search, and no second list call.
  const listCalls: string[] = [];
  page.on('request', (request) => void (LIST.test(request.url()) && listCalls.push(request.url())));
  await releaseScripts();
  await expect(fragment(page)).toHaveCount(0);
  const appTable = app(page).getByRole('table', { name: 'Users' });
  await expect(appTable.locator('tbody tr').first().locator('td').nth(1)).toHaveText(email!);
  await expect(app(page).getByRole('searchbox', { name: 'Search' })).toBeVisible();
  await expect(app(page).getByRole('group', { name: 'Filters' })).toBeVisible();
  expect(listCalls).toEqual([]);
});

test('a filtered, sorted address is the page the fragment shows', async ({ page }) => {
  await signIn(page, USERS.admin.email);
  const releaseScripts = await holdScripts(page);
  await page.goto('/staff/users?rank=ADMIN&sort=email&order=asc', { waitUntil: 'commit' });
  const table = fragment(page).getByRole('table', { name: 'Users' });
  await expect(table.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'ascending');
  const ranks = table.locator('tbody tr td:nth-child(3)');
  await expect(ranks.first()).toHaveText('Admin');
  expect(new Set(await ranks.allTextContents())).toEqual(new Set(['Admin']));
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, 'the users table before JavaScript');
  await releaseScripts();
  await expect(fragment(page)).toHaveCount(0);
  await expect(app(page).getByRole('table', { name: 'Users' }).getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'ascending');
});

test('a customer at the address gets the not-found page, and the users list is never asked for', async ({ page }) => {
  await signIn(page, USERS.customer.email);
  const listCalls: string[] = [];
  page.on('request', (request) => void (LIST.test(request.url()) && listCalls.push(request.url())));
  await page.goto('/staff/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  await expect(fragment(page)).toHaveCount(0);
  expect(listCalls).toEqual([]);
});

test('in French the fragment writes the table in French', async ({ page }) => {
  await signIn(page, USERS.staff.email);
  await page.addInitScript(() => window.localStorage.setItem('language', 'fr'));
  const releaseScripts = await holdScripts(page);
  await page.goto('/staff/users', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();
  const table = fragment(page).getByRole('table', { name: 'Utilisateurs' });
  await expect(table.getByRole('columnheader', { name: 'Solde' })).toBeVisible();
  await expect(table.locator('tbody tr').first()).toContainText(/Oui|Non/);
  await releaseScripts();
  await expect(app(page).getByRole('table', { name: 'Utilisateurs' }).getByRole('columnheader', { name: 'Solde' })).toBeVisible();
});
