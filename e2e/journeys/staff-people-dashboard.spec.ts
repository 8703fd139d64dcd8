import type { StaffDashboard } from '@panel/api/contract';
import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { openScreen } from '../support/open-screen';
import { expect, signIn, test, USERS } from '../fixtures';

test('the dashboard figures link to their lists and the charts carry their numbers as tables', async ({ page }) => {
  const session = await signIn(page, USERS.admin.email);
  const answer = await page.request.get('/api/staff/dashboard', { headers: { Authorization: `Bearer ${session.token}` } });
  const dashboard = (await answer.json()) as StaffDashboard;

  await openScreen(page, '/staff/');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff overview' })).toBeVisible();
  const figures = page.getByRole('region', { name: 'Figures' });
  await expect(figures.getByRole('link', { name: `${dashboard.counts.servers} Servers, open the list` })).toHaveAttribute('href', '/staff/servers');
  await expect(figures.getByRole('link', { name: `${dashboard.counts.unpaidInvoices} Unpaid invoices, open the list` })).toHaveAttribute('href', '/staff/invoices?status=unpaid');
  await expect(figures.getByText('Revenue this month')).toBeVisible();

  // Each chart's numbers, for a screen reader, in its hidden table.
  const byLocation = page.getByRole('table', { name: /Servers per location/ });
  for (const share of dashboard.serversByLocation) {
    await expect(byLocation.getByRole('row', { name: new RegExp(`${share.name}.*\\b${share.count}\\b`) })).toHaveCount(1);
  }
  await expect(page.getByRole('table', { name: /Servers per game/ }).getByRole('row')).toHaveCount(dashboard.serversByEgg.length + 1);
  await expect(page.getByRole('table', { name: /Sign-ups per month/ }).getByRole('row')).toHaveCount(13);
  await expect(page.getByRole('table', { name: /Revenue per month/ })).toHaveCount(1);
  await expectAccessibleInBothThemesAndOnAPhone(page, 'staff dashboard');
  await page.setViewportSize({ width: 1280, height: 900 });

  await figures.getByRole('link', { name: `${dashboard.counts.unpaidInvoices} Unpaid invoices, open the list` }).click();
  await expect(page).toHaveURL('/staff/invoices?status=unpaid');
  await expect(page.getByRole('combobox', { name: 'Status' }).locator('option:checked')).toHaveText('Unpaid');
  await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('row')).toHaveCount(Math.min(dashboard.counts.unpaidInvoices, 20) + 1);
  await page.goBack();

  await figures.getByRole('link', { name: `${dashboard.counts.users} Users, open the list` }).click();
  await expect(page).toHaveURL('/staff/users');
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
});

test('staff see the counts and who is online, never money', async ({ page }) => {
  // A customer is on their funds page.
  const beat = await page.request.post('/api/user/presence', { headers: { Authorization: `Bearer ${USERS.customer.token}` }, data: { path: '/funds', uid: USERS.customer.id } });
  expect(beat.ok()).toBe(true);
  await signIn(page, USERS.staff.email);
  await openScreen(page, '/staff/');
  const figures = page.getByRole('region', { name: 'Figures' });
  await expect(figures.getByRole('link', { name: /Users, open the list/ })).toBeVisible();
  // The servers list is for admins only: staff get the count without a link.
  await expect(figures.getByText('Servers')).toBeVisible();
  await expect(figures.getByRole('link', { name: /Servers, open the list/ })).toHaveCount(0);
  await expect(figures.getByText('Revenue this month')).toHaveCount(0);
  await expect(page.getByRole('table', { name: /Revenue per month/ })).toHaveCount(0);
  const online = page.getByRole('list', { name: 'People online' });
  await expect(online.getByRole('link', { name: USERS.customer.username })).toHaveAttribute('href', `/staff/users/${USERS.customer.id}`);
  await expect(page.getByRole('list', { name: 'Pages being viewed' }).getByRole('listitem').filter({ hasText: '/funds' })).toBeVisible();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'staff dashboard (staff)');
});
