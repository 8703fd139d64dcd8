import { expect, SHELL_ORIGIN, signIn, test, USERS } from '../fixtures';
import { installClock } from '../support/clock';

test('resend has a visible cooldown that the server enforces too', async ({ page, mock, consoleErrors }) => {
  consoleErrors.allow(/status of 429/);
  await signIn(page, USERS.unverified.email);
  const clock = await installClock(page);
  await page.goto('/auth/verify');
  await expect(page.getByText(`We sent a verification link to ${USERS.unverified.email}`)).toBeVisible();

  const resend = page.getByRole('button', { name: 'Resend email' });
  await clock.pause();
  await resend.click();
  await expect(page.getByText('Verification email sent')).toBeVisible();
  await expect(resend).toBeDisabled();
  await expect(page.getByText('You can send another mail in 60 s.', { exact: true })).toBeVisible();
  await page.clock.runFor(2_000);
  await expect(page.getByText('You can send another mail in 58 s.', { exact: true })).toBeVisible();
  expect(await mock.mail(USERS.unverified.email)).toHaveLength(1);
  await page.clock.runFor(58_000);
  await expect(resend).toBeEnabled();
  await expect(page.getByText(/You can send another mail/)).toHaveCount(0);

  // A reload forgets the countdown on the page; the server, a minute behind the page's clock, still refuses and the page shows the wait
  // (what is left of the server's minute in real time, however long the steps above took).
  await page.clock.resume();
  await page.reload();
  await page.getByRole('button', { name: 'Resend email' }).click();
  await expect(page.getByText(/^You can send another mail in ([1-5]?\d|60) s\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend email' })).toBeDisabled();
  expect(await mock.mail(USERS.unverified.email)).toHaveLength(1);
});

test('the mailed link verifies the address and continues to where the user was going', async ({ page, mock }) => {
  await signIn(page, USERS.unverified.email);
  await page.goto('/settings?tab=profile');
  await expect(page).toHaveURL('/auth/verify');

  await page.getByRole('button', { name: 'Resend email' }).click();
  await expect(page.getByText('Verification email sent')).toBeVisible();
  const link = await mock.lastMailLink(USERS.unverified.email);
  expect(link).toMatch(/^\/auth\/verify#token=[\w-]+$/);

  await page.goto(link);
  await expect(page).toHaveURL('/settings?tab=profile');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.getByText('Your email address is verified')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
});

test('a link opened where nobody is signed in verifies, and the token leaves the address bar', async ({ page, mock, request }) => {
  // The mail comes from a sign-in elsewhere.
  const session = await (await request.post('/api/auth/login', { data: { email: USERS.unverified.email, password: 'demo1234' } })).json();
  await request.post('/api/auth/verify/resend', { headers: { Authorization: `Bearer ${session.token}` } });
  const link = await mock.lastMailLink(USERS.unverified.email);

  await page.goto(link);
  await expect(page.getByText('Your email address is verified.')).toBeVisible();
  expect(page.url()).toBe(`${SHELL_ORIGIN}/auth/verify`);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/auth/login');
});

test('a used link says it is invalid', async ({ page, mock, request, consoleErrors }) => {
  consoleErrors.allow(/status of 400/);
  const session = await (await request.post('/api/auth/login', { data: { email: USERS.unverified.email, password: 'demo1234' } })).json();
  await request.post('/api/auth/verify/resend', { headers: { Authorization: `Bearer ${session.token}` } });
  const link = await mock.lastMailLink(USERS.unverified.email);
  await request.post('/api/auth/verify', { data: { token: link.split('#token=')[1] } });

  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText('This verification link is invalid or has expired.');
});
