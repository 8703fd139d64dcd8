import type { Invoice } from '@panel/api/contract';
import { db, type DbUser } from '../db';
import { fail } from '../http/define-handler';
import { accountOf } from './accounts';
import { moveCoins } from './coin-ledger';
import { cents } from './money';

const DEFAULT_CUSTOM_LINK_MINIMUM = 20;

/** `player001@players.test` → `pl***@players.test`. */
export const maskEmail = (email: string): string => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
};

/** The users whose referrer is `userId`, oldest sign-up first. */
export const referredBy = (userId: string): DbUser[] =>
  [...db.users.values()].filter((user) => accountOf(user._id).referrer === userId).sort((a, b) => accountOf(a._id).firstLogin - accountOf(b._id).firstLogin);

/** A user's paid purchases: invoices other than top-ups. */
function purchasesOf(userId: string): { count: number; amount: number } {
  const paid = [...db.invoices.values()].filter((invoice) => invoice.user === userId && invoice.paid && invoice.item !== 'topup');
  return { count: paid.length, amount: cents(paid.reduce((sum, invoice) => sum + invoice.amount, 0)) };
}

export function referralsOf(userId: string, full: boolean) {
  const referred = referredBy(userId);
  const rows = referred.map((user) => {
    const purchases = purchasesOf(user._id);
    return { username: user.username, email: maskEmail(user.email), avatarUrl: user.avatarUrl, joined: accountOf(user._id).firstLogin, purchases: purchases.count, purchasesTotal: purchases.amount };
  });
  const totals = { count: rows.reduce((sum, row) => sum + row.purchases, 0), amount: cents(rows.reduce((sum, row) => sum + row.purchasesTotal, 0)) };
  const earned = full ? earnedByReferrals(userId) : { coins: 0, balance: 0 };
  return { referrals: full ? rows : [], total: referred.length, purchases: full ? totals : { count: 0, amount: 0 }, code: accountOf(userId).code, earned };
}

/** What referrals earned the user, as it was credited: sign-up rewards in the coin history, purchase shares on the balance. */
function earnedByReferrals(userId: string): { coins: number; balance: number } {
  const coins = db.domain.coinLedger.filter((movement) => movement.user === userId && movement.reason === 'referral').reduce((sum, movement) => sum + movement.amount, 0);
  return { coins, balance: accountOf(userId).referralEarnings ?? 0 };
}

/** Referrals needed for a custom link: the smallest rule among the user's plans, else `ALL`. */
export function customLinkMinimum(user: DbUser): number {
  const byPlan = db.config.settings.referrals.minimumReferralsRequiredForCustomLinkByPlan;
  const fromPlans = user.plans.map((plan) => byPlan[plan._id]).filter((minimum): minimum is number => minimum !== undefined);
  return Math.min(...fromPlans, byPlan.ALL ?? DEFAULT_CUSTOM_LINK_MINIMUM);
}

/** Sets a custom referral code once the user has enough referrals; codes are unique whatever their case. */
export function editReferralCode(user: DbUser, code: string): void {
  if (!db.config.settings.referrals.enabled) fail(404, 'Referrals are not enabled on this panel');
  const minimum = customLinkMinimum(user);
  const count = referredBy(user._id).length;
  if (count < minimum) fail(403, `A custom link needs ${minimum} referrals; you have ${count}`);
  const taken = [...db.domain.accounts].some(([owner, account]) => owner !== user._id && account.code.toLowerCase() === code.toLowerCase());
  if (taken) fail(400, `The code ${code} is taken`);
  accountOf(user._id).code = code;
}

/** The 100 users with the most referrals, most first. */
export function topReferrers() {
  const counts = new Map<string, number>();
  for (const account of db.domain.accounts.values()) if (account.referrer) counts.set(account.referrer, (counts.get(account.referrer) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 100)
    .flatMap(([id, count]) => {
      const user = db.users.get(id);
      return user ? [{ _id: id, count, user: { username: user.username, avatarUrl: user.avatarUrl } }] : [];
    });
}

/**
 * Links a new account to the referrer its sign-up named (a code or a user id) and credits the
 * referrer's sign-up reward, once. Not when referrals are off, the referrer is unknown, or the
 * referrer signed in from the address this sign-up comes from (one person, two accounts).
 */
export function recordReferral(newUser: DbUser, referrer: string | undefined, clientAddress: string): void {
  if (referrer === undefined || !db.config.settings.referrals.enabled) return;
  const wanted = referrer.toLowerCase();
  const referrerId = db.users.has(referrer) ? referrer : [...db.domain.accounts].find(([, account]) => account.code.toLowerCase() === wanted)?.[0];
  const referrerUser = referrerId === undefined ? undefined : db.users.get(referrerId);
  if (!referrerUser || referrerUser._id === newUser._id || accountOf(referrerUser._id).ips.includes(clientAddress)) return;
  accountOf(newUser._id).referrer = referrerUser._id;
  const reward = Math.floor(db.config.settings.referrals.signupReward);
  if (reward > 0) moveCoins(referrerUser, reward, 'referral', newUser.username);
}

/**
 * Credits the referrer of the invoice's owner with `purchaseShare` of a paid purchase, to the
 * cent, on their balance. A top-up is not a purchase: what it adds to the balance is spent (and
 * shared) when it pays for one.
 */
export function creditPurchaseShare(invoice: Invoice): void {
  const { enabled, purchaseShare } = db.config.settings.referrals;
  if (!enabled || invoice.item === 'topup' || !(purchaseShare > 0)) return;
  const referrerId = db.domain.accounts.get(invoice.user)?.referrer;
  const referrer = referrerId ? db.users.get(referrerId) : undefined;
  const share = cents(invoice.amount * purchaseShare);
  if (!referrer || share <= 0) return;
  referrer.balance = cents(referrer.balance + share);
  const account = accountOf(referrer._id);
  account.referralEarnings = cents((account.referralEarnings ?? 0) + share);
}
