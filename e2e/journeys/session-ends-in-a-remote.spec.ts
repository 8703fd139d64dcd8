import { SEED_INVOICES } from '../../mocks/src/seed';
import { expect, signIn, test, USERS } from '../fixtures';

test('a 401 answered to a call of the billing remote ends the session like one of the shell', async ({ page, mock, consoleErrors }) => {
  consoleErrors.allow(/status of 401/);
  await signIn(page, USERS.customer.email);
  await page.goto(`/invoice/${SEED_INVOICES.unpaid}`);
  await page.getByRole('button', { name: /Account balance/ }).click();
  const payPage = `/invoice/${SEED_INVOICES.unpaid}/pay/balance`;
  await expect(page).toHaveURL(payPage);
  const pay = page.getByRole('button', { name: 'Pay €4.99 from balance' });
  await expect(pay).toBeVisible();

  // The session ends elsewhere; the next call is the billing remote's own payment.
  await mock.revokeSessions(USERS.customer.id);
  const payment = page.waitForResponse((response) => response.url().endsWith('/pay/balance'));
  await pay.click();
  expect((await payment).status()).toBe(401);

  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByText('Your session has ended. Sign in again to continue.')).toBeVisible();
  const storage = await page.evaluate(() => ({ token: localStorage.getItem('token'), comingFrom: localStorage.getItem('comingFrom') }));
  expect(storage).toEqual({ token: null, comingFrom: payPage });
});
