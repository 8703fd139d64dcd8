import { SEED_INVOICES } from '../../mocks/src/seed';
import { expect, signIn, test, USERS } from '../fixtures';
import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { openScreen } from '../support/open-screen';

test('an admin filters the transactions by method, finds one and goes from it to its invoice and its customer', async ({ page }) => {
  const session = await signIn(page, USERS.admin.email);
  const totalsOf = async (method: string) => {
    const answer = await page.request.get(`/api/staff/transactions/list?where=method:${method}&sum=revenue&sum=amount&pageSize=1`, { headers: { Authorization: `Bearer ${session.token}` } });
    return (await answer.json()) as { metadata: { totalCount: number }; sums: { revenue: number; amount: number } };
  };
  const paypal = await totalsOf('paypal');
  const balance = await totalsOf('balance');
  expect(paypal.sums.revenue).toBe(paypal.sums.amount);
  expect(balance.metadata.totalCount).toBeGreaterThan(0);
  await openScreen(page, '/staff/transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Transactions' });
  await expect(table.getByRole('row')).toHaveCount(21);
  await expectAccessibleInBothThemesAndOnAPhone(page, 'the transactions');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('combobox', { name: 'Method' }).selectOption({ label: 'PayPal' });
  await expect(page).toHaveURL(/[?&]method=paypal/);
  const rows = table.getByRole('row');
  await expect(rows.first()).toContainText('Method');
  await expect(rows.filter({ hasNotText: 'PayPal' })).toHaveCount(1); // the header row
  const euros = (amount: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(amount);
  const totals = page.getByRole('region', { name: 'Totals for this filter' });
  await expect(totals).toContainText(`Transactions${paypal.metadata.totalCount}`);
  await expect(totals).toContainText(`Revenue${euros(paypal.sums.revenue)}`);
  await expect(totals).toContainText('Payments from the balance (its top-up was counted) and staff changes of a balance are listed but not counted.');

  // What the balance paid is listed, but was counted as revenue when its top-up came in.
  await page.getByRole('combobox', { name: 'Method' }).selectOption({ label: 'Account balance' });
  await expect(page).toHaveURL(/[?&]method=balance/);
  await expect(totals).toContainText(`Transactions${balance.metadata.totalCount}`);
  await expect(totals).toContainText(`Revenue${euros(0)}`);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Method' }).selectOption({ label: 'All' });
  await page.getByRole('searchbox', { name: 'Search' }).fill('tx-customer-stripe');
  await expect(rows).toHaveCount(2);
  await table.getByRole('link', { name: 'tx-customer-stripe' }).click();

  await expect(page).toHaveURL('/staff/transactions/tx-customer-stripe');
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction tx-customer-stripe' })).toBeVisible();
  const customer = page.getByRole('link', { name: `Open customer ${USERS.customer.username}` });
  await expect(customer).toHaveAttribute('href', `/staff/users/${USERS.customer.id}`);
  await expect(page.getByText('Stripe', { exact: true })).toBeVisible();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'a transaction');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('link', { name: `Open invoice ${SEED_INVOICES.paidStripe}` }).click();
  await expect(page).toHaveURL(`/invoice/${SEED_INVOICES.paidStripe}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Invoice.*${SEED_INVOICES.paidStripe}`) })).toBeVisible();
});

test('a transaction that does not exist says so, with the way back', async ({ page }) => {
  await signIn(page, USERS.admin.email);
  await openScreen(page, '/staff/transactions/tx-nope');
  await expect(page.getByText('There is no such record. It may have been deleted.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(page).toHaveURL('/staff/transactions');
});
