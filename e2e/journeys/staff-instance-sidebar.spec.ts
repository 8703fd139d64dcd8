import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { DEMO_PASSWORD, expect, signIn, test, USERS } from '../fixtures';

test('a custom sidebar link shows to customers with the placeholder filled; %USER_TOKEN% is refused with the reason', async ({ page }) => {
  await signIn(page, USERS.admin.email);
  await page.goto('/staff/sidebar');
  await expect(page.getByRole('heading', { level: 1, name: 'Sidebar links' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sidebar links' }).getByRole('cell', { name: 'Status', exact: true })).toBeVisible();
  await expect(page.getByText(/would put the person’s sign-in token in a URL/)).toBeVisible();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'sidebar links');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'New link' }).click();
  const dialog = page.getByRole('dialog', { name: 'New sidebar link' });
  await dialog.getByRole('textbox', { name: 'Text' }).fill('Forum profile');
  await dialog.getByRole('textbox', { name: /^Link/ }).fill('https://forum.example/u/%USER.username%?t=%USER_TOKEN%');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('%USER_TOKEN% is not allowed: a token must never reach another site in a URL.')).toBeVisible();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'sidebar link dialog, with a refusal');
  await page.setViewportSize({ width: 1280, height: 800 });

  await dialog.getByRole('textbox', { name: /^Link/ }).fill('https://forum.example/u/%USER.username%');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Sidebar links' }).getByRole('cell', { name: 'Forum profile' })).toBeVisible();

  // The same tab, now as the customer.
  const login = await page.request.post('/api/auth/login', { data: { email: USERS.customer.email, password: DEMO_PASSWORD } });
  const session = (await login.json()) as { token: string; userId: string; user: { username: string } };
  await page.evaluate(({ token, userId, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('userId', userId);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
  await page.goto('/');
  const link = page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: /Forum profile/ });
  await expect(link).toHaveAttribute('href', `https://forum.example/u/${encodeURIComponent(session.user.username)}`);
  await expect(link).toHaveAttribute('target', '_blank');
});
