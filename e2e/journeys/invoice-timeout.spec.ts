import { CALL_TIME_LIMIT_MS } from '../../shared/api/src/time-limit';
import { SEED_INVOICES } from '../../mocks/src/seed';
import { expect, signIn, test, USERS } from '../fixtures';
import { installClock } from '../support/clock';
import { holdRequests } from '../support/hold-requests';

const id = SEED_INVOICES.unpaid;

test('an invoice the server never answers: a skeleton, then after the time limit Retry and Back; Retry loads it', async ({ page }) => {
  await signIn(page, USERS.customer.email);
  const clock = await installClock(page);
  // The page's own early call and the app's: neither is answered until released.
  const release = await holdRequests(page, new RegExp(`/api/invoices/${id}$`));
  await page.goto(`/invoice/${id}`);

  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${id}` })).toBeVisible();
  await expect(page.getByTestId('invoice-skeleton')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // However long the page took to start the call, its time limit is up after this.
  await clock.pause();
  await page.clock.runFor(CALL_TIME_LIMIT_MS);
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'The server did not answer' })).toBeVisible();
  await expect(alert).toContainText('The server did not answer in time.');
  await expect(alert.getByRole('button', { name: 'Back' })).toBeVisible();

  await release();
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Unpaid', { exact: true })).toBeVisible();
  await expect(page.locator('.invoice-amount')).toHaveText('€4.99 /month');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
