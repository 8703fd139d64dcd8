import type { AuditEntry } from '@panel/api/contract';
import { expect, signIn, test, USERS } from '../fixtures';
import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { openScreen } from '../support/open-screen';

test('an admin views a customer’s panel read-only, the visit is audited, and they come back to their own account', async ({ page, consoleErrors }) => {
  // The customer's profile save, refused in the view, is a 403 the browser logs.
  consoleErrors.allow(/status of 403/);
  const admin = await signIn(page, USERS.admin.email);
  const sessionsBefore = await page.request.get('/api/user/sessions', { headers: { Authorization: `Bearer ${USERS.customer.token}` } });
  const customerSessions = ((await sessionsBefore.json()) as { sessions: unknown[] }).sessions.length;

  await openScreen(page, `/staff/users/${USERS.customer.id}`);
  await page.getByRole('button', { name: 'View as customer' }).click();

  await expect(page).toHaveURL('/');
  const banner = page.getByRole('region', { name: 'Read-only view' });
  await expect(banner).toContainText('You are viewing the panel of Casey Customer as they see it. Nothing can be changed from here.');
  await expect(page.getByRole('region', { name: 'Servers' }).getByRole('article', { name: 'Survival SMP' })).toBeVisible();
  // The customer's sidebar, not the staff area.
  await expect(page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expectAccessibleInBothThemesAndOnAPhone(page, 'a customer’s home in a read-only view');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Nothing can be changed from it.
  await page.goto('/settings');
  await expect(banner).toBeVisible();
  await page.getByRole('textbox', { name: 'Username' }).fill('viewedchange');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText(/read-only view of the account/)).toBeVisible();

  // Audited, and the customer's own sessions untouched.
  const audit = await page.request.get('/api/staff/auditlogs/list?where=action:view-as&order=desc', { headers: { Authorization: `Bearer ${admin.token}` } });
  const [entry] = ((await audit.json()) as { result: AuditEntry[] }).result;
  expect(entry).toMatchObject({ actor: USERS.admin.id, action: 'view-as', collection: 'users', target: USERS.customer.id });
  const sessionsAfter = await page.request.get('/api/user/sessions', { headers: { Authorization: `Bearer ${USERS.customer.token}` } });
  expect(((await sessionsAfter.json()) as { sessions: unknown[] }).sessions.length).toBe(customerSessions);

  await banner.getByRole('button', { name: 'Back to my account' }).click();
  await expect(page).toHaveURL(`/staff/users/${USERS.customer.id}`);
  await expect(page.getByRole('region', { name: 'Read-only view' })).toHaveCount(0);
  await expect(page.getByRole('spinbutton', { name: 'Balance' })).toBeVisible();
  const profile = await page.request.get(`/api/user/${USERS.customer.id}/info`, { headers: { Authorization: `Bearer ${USERS.customer.token}` } });
  expect(((await profile.json()) as { username: string }).username).toBe('Casey Customer');
});

test('staff are not offered the view, and the API refuses it to them', async ({ page }) => {
  const staff = await signIn(page, USERS.staff.email);
  await openScreen(page, `/staff/users/${USERS.customer.id}`);
  await expect(page.getByRole('button', { name: 'Ban' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'View as customer' })).toHaveCount(0);
  const refused = await page.request.post(`/api/staff/users/${USERS.customer.id}/viewAs`, { headers: { Authorization: `Bearer ${staff.token}` } });
  expect(refused.status()).toBe(403);
});
