import { DEMO_PASSWORD, expect, test, USERS } from '../fixtures';
import { installClock } from '../support/clock';
import { openSignInScreen } from '../support/sign-in-page';

const FIFTEEN_MINUTES_MS = 15 * 60_000;
const COUNTDOWN = /^Too many attempts\. Try again in (\d+):(\d\d)\.$/;

/** The seconds a "Try again in 14:57." notice shows. */
function secondsShown(text: string | null): number {
  const [, minutes, seconds] = COUNTDOWN.exec(text ?? '') ?? [];
  expect(minutes, `a countdown in ${JSON.stringify(text)}`).toBeDefined();
  return Number(minutes) * 60 + Number(seconds);
}
const countdownText = (seconds: number) => `Too many attempts. Try again in ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}.`;

test('after 5 failed sign-ins the account is locked: the screen counts the wait down on a locked button, and when it is over sign-in works', async ({ page, mock, consoleErrors }) => {
  consoleErrors.allow(/status of 401/, /status of 429/);
  const clock = await installClock(page);
  await openSignInScreen(page);
  const card = page.locator('[data-boundary="auth"]');
  const signIn = card.getByRole('button', { name: 'Sign in' });
  await card.getByLabel('Email').fill(USERS.customer.email);

  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await card.getByLabel('Password').fill(`wrong-${attempt}`);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
    await signIn.click();
    expect((await answer).status()).toBe(401);
    await expect(card.getByRole('alert')).toHaveText('Invalid email or password');
  }

  // Even the right password is refused now, for what is left of the 15 minutes since the first failure.
  await clock.pause();
  await card.getByLabel('Password').fill(DEMO_PASSWORD);
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
  await signIn.click();
  expect((await refused).status()).toBe(429);
  const countdown = card.getByText(COUNTDOWN);
  await expect(countdown).toHaveText(/Try again in 1[45]:\d\d\./);
  const shownFirst = secondsShown(await countdown.textContent());
  expect(shownFirst).toBeGreaterThan(14 * 60);
  expect(shownFirst).toBeLessThanOrEqual(15 * 60);
  await expect(card.getByRole('alert')).toHaveCount(0);

  // Locked, yet still focusable, named as always and saying until when.
  await expect(signIn).toBeDisabled();
  await expect(signIn).toHaveAccessibleDescription(/^Too many attempts\. You can try again at .+\.$/);
  await signIn.focus();
  await expect(signIn).toBeFocused();

  // It counts down live, and Enter sends nothing while it does.
  const sent: string[] = [];
  page.on('request', (request) => request.url().endsWith('/api/auth/login') && sent.push(request.method()));
  await card.getByLabel('Password').press('Enter');
  await page.clock.runFor(2_000);
  await expect(countdown).toHaveText(countdownText(shownFirst - 2));
  expect(sent).toEqual([]);

  // The wait passes, for the mock's limit as for the page: the notice goes, the form works again, without a reload.
  await mock.advanceClock(FIFTEEN_MINUTES_MS);
  await page.clock.fastForward(FIFTEEN_MINUTES_MS);
  await expect(countdown).toHaveCount(0);
  await expect(signIn).toBeEnabled();
  await page.clock.resume();
  await signIn.click();
  await expect(page).toHaveURL('/');
});
