import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@panel/session';
import { db } from '../../../../../mocks/src/db';
import { DEMO_USERS } from '../../../../../mocks/src/seed';
import { call, installMockApi } from '../../../../../mocks/src/testing/mock-api';
import { coinsShort, limitChange, resourceAmount } from './resource-amount';
import { renderShopScreen } from './test-utils/render-shop-screen';
import { ShopScreen } from './ShopScreen';

installMockApi();

let originalFetch: typeof fetch;
beforeEach(() => {
  originalFetch = globalThis.fetch;
});
afterEach(() => {
  cleanup();
  globalThis.fetch = originalFetch;
  sessionStore.setState({ config: null, user: null, userId: null, token: null });
});

const openShop = (user?: keyof typeof DEMO_USERS) => renderShopScreen('/shop', <ShopScreen />, '/shop', user);
const packCard = async (name: string) => (await screen.findByRole('link', { name })).closest('li')!;

describe('resource amounts', () => {
  it.each([
    ['memory', 1024, { unit: 'gb', value: 1 }],
    ['memory', 512, { unit: 'mb', value: 512 }],
    ['disk', 81920, { unit: 'gb', value: 80 }],
    ['disk', 1536, { unit: 'gb', value: 1.5 }],
    ['cpu', 150, { unit: 'percent', value: 150 }],
    ['servers', 3, { unit: null, value: 3 }],
  ] as const)('%s %d reads as %j', (resource, value, expected) => {
    expect(resourceAmount(resource, value)).toEqual(expected);
  });

  it('counts the coins missing, and the limit after a pack', () => {
    expect(coinsShort(100, 15)).toBe(85);
    expect(coinsShort(100, 340)).toBe(0);
    expect(limitChange({ resource: 'memory', rawPriceFor: 1024 }, { cpu: 0, memory: 2048, disk: 0, databases: 0, allocations: 0, backups: 0, servers: 0 })).toEqual({ before: 2048, after: 3072 });
  });
});

describe('the shop', () => {
  it('lists the resource packs with their coin prices, each linking to its page', async () => {
    openShop();
    expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
    expect(screen.getByText(/You have 340 coins\./)).toBeInTheDocument();
    const memory = await packCard('Memory');
    expect(within(memory).getByRole('link', { name: 'Memory' })).toHaveAttribute('href', '/shop/resources/coin-memory');
    expect(memory).toHaveTextContent('Adds 1 GB');
    expect(memory).toHaveTextContent('100 coins');
    expect(memory).toHaveTextContent('Can be bought now');
  });

  it('says how many more coins a pack needs, and which packs are not for sale', async () => {
    db.domain.coinItems.find((item) => item._id === 'coin-cpu')!.buyable = false;
    openShop('nobalance');
    expect(await packCard('Memory')).toHaveTextContent('85 more coins needed');
    expect(await packCard('CPU')).toHaveTextContent('Not for sale at the moment');
  });

  it('lists the premium plans with a price per cycle and their availability, each linking to its page', async () => {
    openShop();
    const starter = (await screen.findByRole('link', { name: 'Minecraft Starter' })).closest('li')!;
    expect(within(starter).getByRole('link', { name: 'Minecraft Starter' })).toHaveAttribute('href', '/shop/plan-mc-starter');
    expect(starter).toHaveTextContent('Monthly: €4.99');
    const rust = (await screen.findByRole('link', { name: 'Rust Standard' })).closest('li')!;
    expect(rust).toHaveTextContent('Every 3 months: €55.50');
    expect((await screen.findByRole('link', { name: 'Rust Legacy' })).closest('li')).toHaveTextContent('Sold out');
    expect((await screen.findByRole('link', { name: 'Minecraft Pro' })).closest('li')).toHaveTextContent('12 left');
  });

  it('lists the five most recent invoices with their status, each linking to it', async () => {
    const customer = DEMO_USERS.customer;
    const answer = (await (await call(`/api/user/${customer.id}/invoices`, { token: customer.token })).json()) as { invoices: { _id: string; paid: boolean }[] };
    const expected = answer.invoices.slice(0, 5);
    openShop();
    const invoices = (await screen.findByRole('heading', { name: 'Recent invoices' })).closest('section')!;
    const links = await within(invoices).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(expected.map((invoice) => `/invoice/${invoice._id}`));
    const rows = within(invoices).getAllByRole('listitem');
    expected.forEach((invoice, index) => expect(within(rows[index]!).getByText(invoice.paid ? 'Paid' : 'Unpaid')).toBeInTheDocument());
  });

  it('offers Retry when the packs fail to load', async () => {
    const user = userEvent.setup();
    await call('/api/__mock/fail', { method: 'POST', body: { path: '/api/shop/resource/listing', status: 500 } });
    openShop();
    expect(await screen.findByText('The resource packs could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await packCard('Memory')).toHaveTextContent('100 coins');
  });
});
