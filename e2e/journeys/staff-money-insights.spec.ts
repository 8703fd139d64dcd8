import type { TransactionsShare } from '@panel/api/contract';
import { expect, signIn, test, USERS } from '../fixtures';
import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { openScreen } from '../support/open-screen';

const euros = (amount: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(amount);

test('the insights charts carry their numbers as tables: revenue by method, by month, and the coin economy by source', async ({ page }) => {
  const session = await signIn(page, USERS.admin.email);
  const share = (await (await page.request.get('/api/staff/transactions/share', { headers: { Authorization: `Bearer ${session.token}` } })).json()) as TransactionsShare;
  await openScreen(page, '/staff/insights');
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();

  const byMethod = page.getByRole('table', { name: 'Data of Revenue by payment method' });
  await expect(byMethod.getByRole('row', { name: `Stripe ${euros(share.result.stripe?.volume ?? 0)}` })).toBeAttached();
  await expect(byMethod.getByRole('row', { name: `PayPal ${euros(share.result.paypal?.volume ?? 0)}` })).toBeAttached();
  await expect(byMethod.getByRole('row')).toHaveCount(Object.keys(share.result).length + 1);

  const byMonth = page.getByRole('table', { name: 'Data of Revenue by month' });
  await expect(byMonth.getByRole('row')).toHaveCount(share.byMonth.length + 1);
  const latest = share.byMonth.at(-1)!;
  const latestName = new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(latest._id.year, latest._id.month - 1, 1));
  await expect(byMonth.getByRole('row', { name: `${latestName} ${euros(latest.volume)}` })).toBeAttached();
  await expect(page.getByRole('table', { name: 'Data of Payments by month' }).getByRole('row', { name: `${latestName} ${latest.count}` })).toBeAttached();
  await expect(page.getByText('Estimate for this month')).toBeVisible();
  await expect(page.getByText(euros(share.estimatedRevenues), { exact: true })).toBeVisible();

  const economy = page.getByRole('region', { name: 'Coin economy' });
  const coins = economy.getByRole('table', { name: 'Data of Coins minted and spent by month: Every source' });
  await expect(coins.getByRole('columnheader', { name: 'Minted' })).toBeAttached();
  await expect(coins.getByRole('columnheader', { name: 'Spent' })).toBeAttached();
  await expect(economy.getByRole('table', { name: 'Coins by source, all time' }).getByRole('rowheader', { name: 'Earning methods' })).toBeVisible();
  await economy.getByRole('combobox', { name: 'Source' }).selectOption({ label: 'Coupons' });
  await expect(economy.getByRole('table', { name: 'Data of Coins minted and spent by month: Coupons' })).toBeAttached();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'the insights');
});
