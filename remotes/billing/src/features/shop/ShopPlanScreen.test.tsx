import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useParams } from '@panel/router';
import { sessionStore } from '@panel/session';
import { db, publicUser } from '../../../../../mocks/src/db';
import { DEMO_USERS } from '../../../../../mocks/src/seed';
import { SEED_CODES } from '../../../../../mocks/src/seed/content';
import { SEED_NOW } from '../../../../../mocks/src/seed/reference-time';
import { call, installMockApi } from '../../../../../mocks/src/testing/mock-api';
import { ShopPlanScreen } from './ShopPlanScreen';

installMockApi();

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const customer = DEMO_USERS.customer;
let originalFetch: typeof fetch;

function InvoiceStandIn() {
  const { id } = useParams();
  return <h1>Invoice {id}</h1>;
}

function purchases(): string[] {
  const sent: string[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/purchase')) sent.push(request.url);
    return original(input, init);
  };
  return sent;
}

function openPlan(id: string) {
  localStorage.setItem('token', customer.token);
  const user = db.users.get(customer.id);
  sessionStore.setState({ config: structuredClone(db.config), userId: customer.id, token: customer.token, user: user ? publicUser(user) : null });
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[`/shop/${id}`]}>
        <Routes>
          <Route path="/shop/:id" element={<ShopPlanScreen />} />
          <Route path="/shop" element={<h1>Shop</h1>} />
          <Route path="/invoice/:id" element={<InvoiceStandIn />} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

const planOf = (id: string) => db.domain.plans.find((plan) => plan._id === id);

beforeEach(async () => {
  originalFetch = globalThis.fetch;
  await call('/api/__mock/clock', { method: 'POST', body: { now: SEED_NOW } });
});
afterEach(() => {
  cleanup();
  globalThis.fetch = originalFetch;
  sessionStore.setState({ config: null, user: null, userId: null, token: null });
});

describe('a premium plan', () => {
  it('shows what it is, adds and costs, and buys it once on a double click with a discount, then opens its invoice', async () => {
    const user = userEvent.setup();
    const sent = purchases();
    openPlan('plan-mc-pro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Minecraft Pro' })).toBeVisible();
    expect(screen.getByText('Modpacks and busy communities.')).toBeVisible();
    expect(screen.getByText('12 left')).toBeVisible();
    expect(screen.getByText('At most 2 per customer')).toBeVisible();
    expect(screen.getByText('8192 MB')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: /Every 3 months/ }));
    await user.type(screen.getByRole('textbox', { name: 'Discount code' }), SEED_CODES.discount);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const breakdown = await screen.findByRole('region', { name: 'What you pay' });
    expect(await within(breakdown).findByText(/originally/)).toBeVisible();
    await user.dblClick(screen.getByRole('button', { name: 'Buy' }));
    const heading = await screen.findByRole('heading', { name: /^Invoice / });
    expect(sent).toHaveLength(1);
    const invoice = db.invoices.get(heading.textContent?.replace('Invoice ', '') ?? '');
    expect(invoice).toMatchObject({ item: 'plan-mc-pro', billingCycle: 2160, originalAmount: 29.97, discount: { code: SEED_CODES.discount } });
    expect(planOf('plan-mc-pro')?.stock).toBe(11);
  });

  it.each([
    ['a sold-out plan', 'plan-rust-legacy', 'This plan is sold out.'],
    ['a plan not on sale yet', 'plan-winter-event', 'This plan is not on sale yet.'],
  ])('refuses %s with its reason, and no Buy', async (_, id, reason) => {
    openPlan(id);
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('You cannot buy this plan now');
    expect(refusal).toHaveTextContent(reason);
    expect(screen.queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
  });

  it('refuses a hidden plan opened by its address: not on sale, no Buy', async () => {
    const pro = planOf('plan-mc-pro');
    if (pro) pro.invisible = true;
    openPlan('plan-mc-pro');
    expect(await screen.findByText('This plan is not on sale.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
  });

  it('refuses a plan past its window', async () => {
    const starter = planOf('plan-discord-bot');
    if (starter) starter.availableUntil = Date.now() - 1000;
    openPlan('plan-discord-bot');
    expect(await screen.findByText('This plan is no longer on sale.')).toBeVisible();
  });

  it('refuses a plan the customer holds as often as one customer may', async () => {
    const starter = planOf('plan-mc-starter');
    if (starter) starter.amountAllowedPerCustomer = 1;
    openPlan('plan-mc-starter');
    expect(await screen.findByText('You already have as many of this plan as one customer may.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
  });

  it('a plan the customer already holds is not sold twice: it says so, with no Buy', async () => {
    openPlan('plan-mc-starter');
    expect(await screen.findByText('You already hold this plan.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
  });

  it('a refusal from the API (sold out meanwhile) reads the plan again and says why', async () => {
    const user = userEvent.setup();
    openPlan('plan-mc-pro');
    const buy = await screen.findByRole('button', { name: 'Buy' });
    const pro = db.domain.plans.find((plan) => plan._id === 'plan-mc-pro');
    if (pro) pro.stock = 0;
    await user.click(buy);
    // Refused, the plan is read again: the page then says why, and offers no Buy.
    expect(await screen.findByText('This plan is sold out.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Minecraft Pro' })).toBeVisible();
  });

  it('an unknown plan is not found, with a way back to the shop', async () => {
    openPlan('plan-none');
    expect(await screen.findByRole('heading', { level: 1, name: 'This plan does not exist' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Back to the shop' })[0]).toHaveAttribute('href', '/shop');
  });
});
