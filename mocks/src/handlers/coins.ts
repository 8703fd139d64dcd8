import type { AdventClosed, ResourceItem, RewardResponse } from '@panel/api/contract';
import { HttpResponse } from 'msw';
import { now } from '../clock';
import { db } from '../db';
import { accountOf } from '../domain/accounts';
import { moveCoins } from '../domain/coin-ledger';
import { claimEarningMethod, earningMethodsFor, startLinkShortenerFor } from '../domain/earning';
import { idempotencyKeyOf, once } from '../domain/idempotency';
import { adventClosedMessage, adventSeason, adventStatus, assertAdventEnabled, claimAdventDay, hasClaimed, rewardOf } from '../domain/advent';
import { defineHandler, fail } from '../http/define-handler';

const assertCoinEarning = () => {
  if (!db.config.coinEarning) fail(404, 'Coin earning is not enabled on this panel');
};

/** Earning, spending and the advent calendar's coins. */
export const coinHandlers = [
  defineHandler({
    operation: 'listResourceItems',
    auth: 'public',
    handle: ({ query }) => {
      const shown = query.get('showhidden') === 'true' ? db.domain.coinItems : db.domain.coinItems.filter((item) => !item.hidden);
      return { listing: shown.map((item): ResourceItem => ({ ...item, id: item._id })) };
    },
  }),

  defineHandler({
    operation: 'purchaseResourceItem',
    auth: 'user',
    handle: ({ request, params, session: { user } }) =>
      // One confirmed purchase charges once, however often its key is sent.
      once(user._id, idempotencyKeyOf(request), `purchaseResourceItem ${params.id}`, () => {
        const item = db.domain.coinItems.find((candidate) => candidate._id === params.id) ?? fail(404, `Resource item ${params.id} not found`);
        if (!item.buyable) fail(400, `${item.name} cannot be bought`);
        if (user.coins < item.price) fail(403, `${item.name} costs ${item.price} coins; you have ${user.coins}`);
        const account = accountOf(user._id);
        moveCoins(user, -item.price, 'resource', item.name);
        account.limits = { ...account.limits, [item.resource]: account.limits[item.resource] + item.rawPriceFor };
        return { coins: user.coins, limits: account.limits };
      }),
  }),

  defineHandler({
    operation: 'listEarningMethods',
    auth: 'public',
    handle: ({ session }) => {
      assertCoinEarning();
      return earningMethodsFor(session?.user._id ?? null);
    },
  }),

  defineHandler({
    operation: 'startLinkShortener',
    auth: 'user',
    handle: ({ session: { user } }) => {
      assertCoinEarning();
      return startLinkShortenerFor(user);
    },
  }),

  defineHandler({
    operation: 'claimEarningMethod',
    auth: 'user',
    handle: ({ params, body, session: { user } }): RewardResponse => {
      assertCoinEarning();
      return claimEarningMethod(user, params.id ?? '', typeof body.token === 'string' ? body.token : undefined);
    },
  }),

  defineHandler({
    operation: 'getAdventStatus',
    auth: 'user',
    handle: ({ session }) => {
      assertAdventEnabled();
      const status = adventStatus(session.user._id);
      if (status) return status;
      const time = now();
      const closed: AdventClosed = { message: adventClosedMessage(time), open: false, time, start: adventSeason(time).start };
      return HttpResponse.json(closed, { status: 423 });
    },
  }),

  defineHandler({
    operation: 'getAdventDay',
    auth: 'user',
    handle: ({ params, session }) => {
      assertAdventEnabled();
      const day = Number(params.day);
      return { hasClaimed: hasClaimed(session.user._id, day), day, reward: rewardOf(day) };
    },
  }),

  defineHandler({
    operation: 'claimAdventDay',
    auth: 'user',
    handle: ({ params, session: { user } }): RewardResponse => {
      assertAdventEnabled();
      const reward = claimAdventDay(user, Number(params.day));
      return { reward, coins: user.coins };
    },
  }),
];
