import type { PaymentTransaction, TransactionsShare } from '@panel/api/contract';
import { cents } from './money';
import { revenueTransactions } from './revenue';

type Month = TransactionsShare['byMonth'][number];
type MonthlyMethod = 'paypal' | 'stripe' | 'coingate' | 'cashfree' | 'litepay' | 'staffForcePay';

const MONTHLY_METHOD: Partial<Record<PaymentTransaction['method'], MonthlyMethod>> = {
  paypal: 'paypal',
  stripe: 'stripe',
  coingate: 'coingate',
  cashfree: 'cashfree',
  litepay: 'litepay',
  'staff-force-pay': 'staffForcePay',
};

const growth = (now: number, before: number) => (before === 0 ? 0 : (now - before) / before);

/** Revenue (domain/revenue.ts) by method and by month (UTC), for the insights charts. */
export function transactionsShare(transactions: readonly PaymentTransaction[] = revenueTransactions()): TransactionsShare {
  const total = { volume: cents(transactions.reduce((sum, transaction) => sum + transaction.amount, 0)), count: transactions.length };
  const result: TransactionsShare['result'] = {};
  for (const transaction of transactions) {
    const entry = (result[transaction.method] ??= { volume: 0, count: 0, percentage: 0 });
    entry.volume = cents(entry.volume + transaction.amount);
    entry.count += 1;
  }
  for (const entry of Object.values(result)) entry.percentage = total.volume === 0 ? 0 : cents((entry.volume / total.volume) * 100);

  const months = new Map<string, Month>();
  for (const transaction of [...transactions].sort((a, b) => a.date - b.date)) {
    const date = new Date(transaction.date);
    const id = { month: date.getUTCMonth() + 1, year: date.getUTCFullYear() };
    const key = `${id.year}-${id.month}`;
    let month = months.get(key);
    if (!month) {
      month = { _id: id, volume: 0, count: 0, paypal: 0, stripe: 0, coingate: 0, cashfree: 0, litepay: 0, staffForcePay: 0, growth: { volume: 0, count: 0 } };
      months.set(key, month);
    }
    month.volume = cents(month.volume + transaction.amount);
    month.count += 1;
    const method = MONTHLY_METHOD[transaction.method];
    if (method) month[method] = cents(month[method] + transaction.amount);
  }
  const byMonth = [...months.values()];
  byMonth.forEach((month, index) => {
    const before = byMonth[index - 1];
    if (before) month.growth = { volume: growth(month.volume, before.volume), count: growth(month.count, before.count) };
  });
  const recent = byMonth.slice(-3);
  const estimatedRevenues = recent.length === 0 ? 0 : cents(recent.reduce((sum, month) => sum + month.volume, 0) / recent.length);
  return { result, total, byMonth, estimatedRevenues };
}
