import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { DEMO_PASSWORD, expect, signIn, test, USERS } from '../fixtures';

test('snow turned on in the events shows on the customer’s pages', async ({ page }) => {
  await signIn(page, USERS.admin.email);
  await page.goto('/staff/events');
  const looks = page.getByRole('form', { name: 'Looks' });
  await expect(looks.getByRole('switch', { name: /^Snow/ })).toBeVisible();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'events');
  await page.setViewportSize({ width: 1280, height: 800 });

  await looks.getByRole('switch', { name: /^Snow/ }).click();
  await looks.getByRole('button', { name: 'Save' }).click();
  await expect(looks.getByText('Snow: Off → On')).toBeVisible();

  const login = await page.request.post('/api/auth/login', { data: { email: USERS.customer.email, password: DEMO_PASSWORD } });
  const session = (await login.json()) as { token: string; userId: string; user: object };
  await page.evaluate(({ token, userId, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('userId', userId);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
  await page.goto('/');
  await expect(page.getByTestId('snow').locator('.shell-snow-flake')).toHaveCount(50);
});

test('the Halloween page and the earning methods are usable in both themes and on a phone', async ({ page }) => {
  await signIn(page, USERS.admin.email);
  await page.goto('/staff/events/halloween');
  await expect(page.getByRole('switch', { name: /^Halloween theme/ })).toBeVisible();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'halloween');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/staff/earningmethods');
  await expect(page.getByRole('form', { name: 'Earning methods' })).toBeVisible();
  await expect(page.getByText(/listings? open now/)).toBeVisible();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'earning methods');
});

test('the advent calendar configured here is what customers open, and its insights expose their numbers as tables', async ({ page, mock, request }) => {
  await mock.patchConfig({ features: { adventCalendar: true } });
  await mock.setClock(Date.parse('2026-12-02T09:30:00Z'));
  await signIn(page, USERS.admin.email);
  await page.goto('/staff/events/christmas');
  const calendar = page.getByRole('form', { name: 'Advent calendar' });
  const day2 = calendar.getByRole('group', { name: 'Day 2', exact: true });
  await expect(day2.getByRole('textbox', { name: 'Title' })).toBeVisible();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'christmas');
  await page.setViewportSize({ width: 1280, height: 800 });

  await day2.getByRole('textbox', { name: 'Title' }).fill('Second snow');
  await day2.getByRole('spinbutton', { name: 'Reward (coins)' }).fill('42');
  await calendar.getByRole('button', { name: 'Save the calendar' }).click();
  await expect(page.getByText('Advent calendar saved.')).toBeVisible();

  // A customer opens today's door: the new title and reward.
  const login = await request.post('/api/auth/login', { data: { email: USERS.customer.email, password: DEMO_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const status = (await (await request.get('/api/events/advent/status', { headers: { Authorization: `Bearer ${token}` } })).json()) as { daysStatus: { title: string }[] };
  expect(status.daysStatus[1]?.title).toBe('Second snow');
  const claim = await request.post('/api/events/advent/days/2/claim', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await claim.json()) as { reward: number }).reward).toBe(42);

  await page.goto('/staff/events/christmas/insights');
  await expect(page.getByRole('table', { name: /Openings by day/ })).toContainText('2026-12-02');
  await expect(page.getByRole('table', { name: /Openings by hour/ })).toContainText('09:00');
  await expect(page.getByRole('table', { name: /Coins given by day/ })).toContainText('42');
  await expectAccessibleInBothThemesAndOnAPhone(page, 'advent insights');
});
