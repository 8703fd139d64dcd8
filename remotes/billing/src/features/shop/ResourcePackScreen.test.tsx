import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@panel/session';
import { db } from '../../../../../mocks/src/db';
import { accountOf } from '../../../../../mocks/src/domain/accounts';
import { DEMO_USERS } from '../../../../../mocks/src/seed';
import { call, installMockApi } from '../../../../../mocks/src/testing/mock-api';
import { ResourcePackScreen } from './ResourcePackScreen';
import { renderShopScreen, requestsTo } from './test-utils/render-shop-screen';

installMockApi();

// Radix dialogs measure; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

let originalFetch: typeof fetch;
beforeEach(() => {
  originalFetch = globalThis.fetch;
});
afterEach(() => {
  cleanup();
  globalThis.fetch = originalFetch;
  sessionStore.setState({ config: null, user: null, userId: null, token: null });
});

const openPack = (id: string, user?: keyof typeof DEMO_USERS) => renderShopScreen('/shop/resources/:id', <ResourcePackScreen />, `/shop/resources/${id}`, user);
const detail = (label: string | RegExp) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('a resource pack', () => {
  it('shows what it adds to the account’s limits and the coins left after', async () => {
    openPack('coin-memory');
    expect(await screen.findByRole('heading', { level: 1, name: 'Memory pack' })).toBeInTheDocument();
    expect(detail('Adds to your account')).toHaveTextContent('1 GB');
    expect(detail('Your memory limit')).toHaveTextContent('16 GB → 17 GB');
    expect(detail('Price')).toHaveTextContent('100 coins');
    expect(detail('Your coins')).toHaveTextContent('340 coins');
    expect(detail('Coins left after')).toHaveTextContent('240 coins');
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/shop');
  });

  it('buys after confirming, once on a double click, and shows the new limit and coins at once', async () => {
    const user = userEvent.setup();
    const purchases = requestsTo('POST', '/api/shop/resource/coin-memory/purchase');
    openPack('coin-memory');
    await user.click(await screen.findByRole('button', { name: 'Buy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy the Memory pack?' });
    expect(dialog).toHaveTextContent('This spends 100 coins; your memory limit goes from 16 GB to 17 GB.');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Buy for 100 coins' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Bought: your memory limit is now 17 GB.', { selector: 'p' })).toBeInTheDocument();
    expect(purchases).toHaveLength(1);
    expect(accountOf(DEMO_USERS.customer.id).limits.memory).toBe(16384 + 1024);
    await waitFor(() => expect(detail('Your coins')).toHaveTextContent('240 coins'));
    expect(detail('Your memory limit')).toHaveTextContent('17 GB → 18 GB');
    expect(sessionStore.getState().user?.coins).toBe(240);
  });

  it('charges once when the answer is lost and the customer confirms again: both tries carry the purchase’s key; the next purchase has its own', async () => {
    const user = userEvent.setup();
    const keys: (string | null)[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.method !== 'POST' || new URL(request.url).pathname !== '/api/shop/resource/coin-memory/purchase') return original(input, init);
      keys.push(request.headers.get('Idempotency-Key'));
      const answer = await original(request);
      // The first try reaches the API, which buys, but its answer never comes back.
      if (keys.length === 1) throw new TypeError('Failed to fetch');
      return answer;
    };
    openPack('coin-memory');
    await user.click(await screen.findByRole('button', { name: 'Buy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy the Memory pack?' });
    await user.click(within(dialog).getByRole('button', { name: 'Buy for 100 coins' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The server could not be reached.');
    expect(db.users.get(DEMO_USERS.customer.id)?.coins).toBe(240);

    await user.click(within(dialog).getByRole('button', { name: 'Buy for 100 coins' }));
    expect(await screen.findByText('Bought: your memory limit is now 17 GB.', { selector: 'p' })).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(db.users.get(DEMO_USERS.customer.id)?.coins).toBe(240);
    expect(accountOf(DEMO_USERS.customer.id).limits.memory).toBe(16384 + 1024);

    // Another purchase, confirmed in a dialog opened again, is another key: it buys again.
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Buy for 100 coins' }));
    await waitFor(() => expect(accountOf(DEMO_USERS.customer.id).limits.memory).toBe(16384 + 2048));
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[0]);
    expect(db.users.get(DEMO_USERS.customer.id)?.coins).toBe(140);
  });

  it('refuses a customer short of coins, saying how many more are needed', async () => {
    openPack('coin-memory', 'nobalance');
    expect(await screen.findByText('You need 85 more coins to buy this pack.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Earn coins' })).toHaveAttribute('href', '/earn');
    expect(detail('Coins left after')).toHaveTextContent('—');
  });

  it('refuses a pack not for sale', async () => {
    db.domain.coinItems.find((item) => item._id === 'coin-disk')!.buyable = false;
    openPack('coin-disk');
    expect(await screen.findByText('This pack cannot be bought at the moment.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy' })).toBeDisabled();
  });

  it('shows the API’s refusal in the dialog and changes nothing', async () => {
    const user = userEvent.setup();
    openPack('coin-memory');
    await user.click(await screen.findByRole('button', { name: 'Buy' }));
    // Spent elsewhere meanwhile.
    db.users.get(DEMO_USERS.customer.id)!.coins = 10;
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Buy for 100 coins' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Memory costs 100 coins; you have 10');
    expect(accountOf(DEMO_USERS.customer.id).limits.memory).toBe(16384);
  });

  it('offers Retry when the account’s limits fail to load', async () => {
    const user = userEvent.setup();
    await call('/api/__mock/fail', { method: 'POST', body: { path: `/api/user/${DEMO_USERS.customer.id}/usage`, status: 500 } });
    openPack('coin-memory');
    expect(await screen.findByText('The pack or your account’s limits could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Memory pack' })).toBeInTheDocument();
    expect(detail('Your memory limit')).toHaveTextContent('16 GB → 17 GB');
  });

  it('says when the pack does not exist, with a way back', async () => {
    openPack('coin-nothing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Resource pack not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/shop');
  });
});
