import { rateLimited } from '../auth/checks';
import { now } from '../clock';
import type { InvoiceIdResponse } from '../contract/wire-types';
import { db, isStaffRank } from '../db';
import { accountOf } from '../domain/accounts';
import { activeBan } from '../domain/bans';
import { earnedSince, earningDayStart } from '../domain/coin-ledger';
import { claimCoupon, couponWait } from '../domain/coupons';
import { assertJfrEnabled, joinJfrListing, jfrView, orderJfrListing } from '../domain/jfr';
import { defineHandler, fail } from '../http/define-handler';
import { pageOf } from '../http/list';

const TOP_EARNERS = 10;
const COIN_LEADERS = 100;

/** Codes, the coin history, the leaderboards and join-for-rewards. */
export const coinEconomyHandlers = [
  defineHandler({
    operation: 'claimCoupon',
    auth: 'user',
    handle: ({ params, session: { user } }) => {
      const wait = couponWait(user);
      return wait > 0 ? rateLimited(wait, `Too many attempts: try again in ${wait} s`) : claimCoupon(user, params.code ?? '');
    },
  }),

  defineHandler({
    operation: 'getCoinHistory',
    auth: 'user',
    handle: ({ query, session: { user } }) =>
      pageOf(
        // Newest first; of movements at one time, the later written first (the ledger is in writing order).
        db.domain.coinLedger
          .filter((movement) => movement.user === user._id)
          .reverse()
          .sort((a, b) => b.date - a.date),
        query,
      ),
  }),

  defineHandler({
    operation: 'getTopEarners',
    auth: 'public',
    handle: () => {
      if (!db.config.coinEarning) fail(404, 'Coin earning is not enabled on this panel');
      const earned = [...earnedSince(earningDayStart(now()))].sort((a, b) => b[1] - a[1]).slice(0, TOP_EARNERS);
      const leaderboard = earned.flatMap(([userId, earnedToday]) => {
        const user = db.users.get(userId);
        return user ? [{ _id: user._id, username: user.username, coins: user.coins, earnedToday, avatarUrl: user.avatarUrl, lastSeen: accountOf(user._id).lastSeen }] : [];
      });
      return { leaderboard };
    },
  }),

  defineHandler({
    operation: 'getCoinLeaderboard',
    auth: 'public',
    handle: () => {
      const ranked = [...db.users.values()].filter((user) => !isStaffRank(user) && !activeBan(user)).sort((a, b) => b.coins - a.coins || a.username.localeCompare(b.username));
      return { leaderboard: ranked.slice(0, COIN_LEADERS).map(({ _id, username, coins, avatarUrl }) => ({ _id, username, coins, avatarUrl })) };
    },
  }),

  defineHandler({
    operation: 'listJfrListings',
    auth: 'user',
    handle: ({ session: { user } }) => {
      assertJfrEnabled();
      const open = db.domain.jfrListings.filter((listing) => listing.active).sort((a, b) => b.coins - a.coins);
      return { listing: open.map((listing) => jfrView(listing, user._id)) };
    },
  }),

  defineHandler({
    operation: 'orderJfrListing',
    auth: 'user',
    handle: ({ body, session: { user } }): InvoiceIdResponse => {
      assertJfrEnabled();
      return { invoice: orderJfrListing(user, body as { invite: string; members: number; coins: number }) };
    },
  }),

  defineHandler({
    operation: 'joinJfrListing',
    auth: 'user',
    handle: ({ params, session: { user } }) => {
      assertJfrEnabled();
      return joinJfrListing(user, params.id ?? '');
    },
  }),
];
