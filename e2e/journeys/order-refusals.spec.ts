import { expect, signIn, test, USERS } from '../fixtures';
import { openScreen } from '../support/open-screen';
import { checkOrderScreen, inPlansMode } from '../support/ordering';

test('the sold-out Rust Legacy says so and cannot be ordered, even by its address', async ({ page, mock }) => {
  await inPlansMode(mock);
  await signIn(page, USERS.customer.email);
  await openScreen(page, '/order/rust');
  const legacy = page.getByRole('region', { name: 'Rust Legacy' });
  await expect(legacy).toContainText('Sold out');
  await expect(legacy).toContainText('Cannot be ordered: This plan is sold out.');
  await expect(legacy.getByRole('link')).toHaveCount(0);
  await checkOrderScreen(page, 'the Rust plans');

  await openScreen(page, '/order/plan-rust-legacy/configure');
  await expect(page.getByText('This plan is sold out.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Order' })).toHaveCount(0);
  await checkOrderScreen(page, 'configure a sold-out plan');
});

test('a plan whose referral condition is not met leads to its condition page: 50 needed, 40 yours', async ({ page, mock }) => {
  await inPlansMode(mock, { pspPlansConditions: true });
  await signIn(page, USERS.customer.email);
  await openScreen(page, '/order/rust');
  await page.getByRole('link', { name: 'Choose Rust Standard' }).click();

  await expect(page).toHaveURL('/order/plan-rust/cnm/referrals');
  await expect(page.getByRole('heading', { level: 1, name: 'Rust Standard needs referrals' })).toBeVisible();
  await expect(page.locator('dt', { hasText: 'Referrals needed' }).locator('+ dd')).toHaveText('50');
  await expect(page.locator('dt', { hasText: 'Your referrals' }).locator('+ dd')).toHaveText('40');
  await expect(page.locator('dt', { hasText: 'Still missing' }).locator('+ dd')).toHaveText('10');
  await checkOrderScreen(page, 'the referral condition');
  await page.getByRole('link', { name: 'Your referral link' }).click();
  await expect(page).toHaveURL('/referrals');
});
