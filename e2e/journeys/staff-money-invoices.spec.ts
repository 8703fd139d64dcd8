import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, signIn, test, USERS, type SignedIn } from '../fixtures';
import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { openScreen } from '../support/open-screen';

/** RFC 4180 rows (quoted cells may hold commas and quotes). */
function csvRows(text: string): string[][] {
  return text.split('\r\n').map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].slice(0, -1).map(([, cell = '']) => (cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell)));
}

/** What the list call answers for these conditions, as the staff member. */
async function listed(page: Page, session: SignedIn, where: string[]) {
  const query = new URLSearchParams([...where.map((condition) => ['where', condition]), ['sum', 'amount'], ['pageSize', '1']]);
  const response = await page.request.get(`/api/staff/invoices/list?${query}`, { headers: { Authorization: `Bearer ${session.token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { metadata: { totalCount: number }; sums: { amount: number } };
}

const euros = (amount: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(amount);

test('STAFF filter the invoices by status, read the totals for the filter, export exactly those rows and open one', async ({ page }) => {
  const session = await signIn(page, USERS.staff.email);
  await openScreen(page, '/staff/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Invoices' });
  const totals = page.getByRole('region', { name: 'Totals for this filter' });
  const all = await listed(page, session, []);
  await expect(totals).toContainText(`Invoices${all.metadata.totalCount}`);
  await expectAccessibleInBothThemesAndOnAPhone(page, 'the invoices');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Unpaid' });
  await expect(page).toHaveURL(/[?&]status=unpaid/);
  const unpaid = await listed(page, session, ['status:unpaid']);
  expect(unpaid.metadata.totalCount).toBeGreaterThan(0);
  expect(unpaid.metadata.totalCount).toBeLessThan(all.metadata.totalCount);
  await expect(totals).toContainText(`Invoices${unpaid.metadata.totalCount}`);
  await expect(totals).toContainText(`Amount${euros(unpaid.sums.amount)}`);
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(Math.min(unpaid.metadata.totalCount, 20) + 1);
  for (const row of await rows.all()) await expect(row).toContainText(/Unpaid|Status/);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('invoices.csv');
  const [header, ...lines] = csvRows(await readFile((await file.path()) ?? '', 'utf8'));
  expect(header).toEqual(['Invoice', 'Item', 'Customer', 'Amount', 'Status', 'Method', 'Due', 'Paid on']);
  expect(lines).toHaveLength(unpaid.metadata.totalCount);
  expect(new Set(lines.map((line) => line[4]))).toEqual(new Set(['Unpaid']));
  expect(lines.reduce((sum, line) => sum + Number(line[3]), 0)).toBeCloseTo(unpaid.sums.amount, 2);

  const first = lines[0]?.[0] ?? '';
  await table.getByRole('link', { name: first, exact: true }).click();
  await expect(page).toHaveURL(`/invoice/${first}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Invoice.*${first}`) })).toBeVisible();
});

test('the customer and due-date filters narrow the list and stay in the address', async ({ page }) => {
  const session = await signIn(page, USERS.admin.email);
  await openScreen(page, '/staff/invoices');
  await page.getByRole('textbox', { name: 'Customer ID' }).fill(USERS.customer.id);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`customer=${USERS.customer.id}`));
  const mine = await listed(page, session, [`user:${USERS.customer.id}`]);
  const totals = page.getByRole('region', { name: 'Totals for this filter' });
  await expect(totals).toContainText(`Invoices${mine.metadata.totalCount}`);
  await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('row')).toHaveCount(Math.min(mine.metadata.totalCount, 20) + 1);

  await page.getByLabel('Due from').fill('2100-01-01');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(totals).toContainText('Invoices0');
  await expect(page.getByRole('table', { name: 'Invoices' })).toContainText('Nothing to show.');

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Customer ID' })).toHaveValue(USERS.customer.id);
  await expect(totals).toContainText('Invoices0');
  await page.getByRole('button', { name: 'Clear' }).click();
  const all = await listed(page, session, []);
  await expect(totals).toContainText(`Invoices${all.metadata.totalCount}`);

  // A row leads to its customer as well as to the invoice.
  await page.getByRole('textbox', { name: 'Customer ID' }).fill(USERS.customer.id);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(totals).toContainText(`Invoices${mine.metadata.totalCount}`);
  await page.getByRole('table', { name: 'Invoices' }).getByRole('row').nth(1).getByRole('link', { name: USERS.customer.id, exact: true }).click();
  await expect(page).toHaveURL(`/staff/users/${USERS.customer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `User ${USERS.customer.username}` })).toBeVisible();
});
