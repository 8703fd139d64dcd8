import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@panel/session';
import { db } from '../../../../../mocks/src/db';
import { call, installMockApi } from '../../../../../mocks/src/testing/mock-api';
import { OrderScreen } from './OrderScreen';
import { inPlansMode, renderOrderScreen } from './test-utils/render-order-screen';

installMockApi();

const openOrder = (path = '/order') => renderOrderScreen(OrderScreen, path === '/order' || path.startsWith('/order?') ? '/order' : '/order/:category', path);
const card = (name: string) => screen.getByRole('region', { name });

beforeEach(() => inPlansMode());
afterEach(() => {
  cleanup();
  sessionStore.setState({ config: null, user: null, userId: null, token: null });
});

describe('the plans on sale', () => {
  it('shows skeletons, then every plan by category with its resources, price per cycle and a way to choose it', async () => {
    const { container } = openOrder();
    expect(screen.getByRole('heading', { level: 1, name: 'Order' })).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"] .ui-skeleton')).not.toBeNull();
    expect(await screen.findByRole('heading', { level: 2, name: 'Minecraft' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Rust' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Bots' })).toBeInTheDocument();
    const pro = card('Minecraft Pro');
    expect(pro).toHaveTextContent('€9.99 / month');
    expect(pro).toHaveTextContent('Modpacks and busy communities.');
    expect(pro).toHaveTextContent('12 left');
    expect(pro).toHaveTextContent('At most 2 per customer');
    expect(pro).toHaveTextContent('Memory8 GB');
    expect(pro).toHaveTextContent('CPU300 % of a core');
    expect(within(pro).getByRole('link', { name: 'Choose Minecraft Pro' })).toHaveAttribute('href', '/order/plan-mc-pro/configure');
    expect(card('Discord Bot')).toHaveTextContent('Yearly: €24.21');
    // Coin packs and other shop items are not server plans.
    expect(screen.queryByRole('region', { name: 'Memory' })).toBeNull();
  });

  it('says a sold-out plan and one not yet on sale cannot be ordered, without a link', async () => {
    openOrder();
    const legacy = await screen.findByRole('region', { name: 'Rust Legacy' });
    expect(legacy).toHaveTextContent('Sold out');
    expect(legacy).toHaveTextContent('Cannot be ordered: This plan is sold out.');
    expect(within(legacy).queryByRole('link')).toBeNull();
    const winter = card('Winter Event Server');
    expect(winter).toHaveTextContent(/Available from/);
    expect(winter).toHaveTextContent('€15.00 once');
    expect(within(winter).queryByRole('link')).toBeNull();
  });

  it('leaves hidden plans out', async () => {
    db.domain.plans.find((plan) => plan._id === 'plan-discord-bot')!.invisible = true;
    openOrder();
    await screen.findByRole('region', { name: 'Minecraft Pro' });
    expect(screen.queryByRole('region', { name: 'Discord Bot' })).toBeNull();
  });

  it('shows one category from the address, and marks it in the category links', async () => {
    openOrder('/order/rust');
    expect(await screen.findByRole('region', { name: 'Rust Standard' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Minecraft Pro' })).toBeNull();
    const categories = screen.getByRole('navigation', { name: 'Plan categories' });
    expect(within(categories).getByRole('link', { name: 'Rust' })).toHaveAttribute('aria-current', 'page');
    expect(within(categories).getByRole('link', { name: 'All plans' })).toHaveAttribute('href', '/order');
  });

  it('says so for an unknown category, with a way back to every plan', async () => {
    openOrder('/order/tetris');
    expect(await screen.findByText('There is no plan category “tetris”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all plans' })).toHaveAttribute('href', '/order');
  });

  it('strikes through the prices a promotion code lowers, and carries the code to configure', async () => {
    openOrder('/order?discount=SPRING20');
    const pro = await screen.findByRole('region', { name: 'Minecraft Pro' });
    expect(await within(pro).findByText('With SPRING20')).toBeInTheDocument();
    expect(pro).toHaveTextContent('€7.99 / month €9.99');
    expect(within(pro).getByRole('link', { name: 'Choose Minecraft Pro' })).toHaveAttribute('href', '/order/plan-mc-pro/configure?discount=SPRING20');
    // SPRING20 is for the Minecraft plans only.
    expect(card('Rust Standard')).not.toHaveTextContent('With SPRING20');
  });

  it('says the plans could not be loaded, and Retry loads them', async () => {
    const user = userEvent.setup();
    await call('/api/__mock/fail', { method: 'POST', body: { method: 'GET', path: '/api/shop/listing', status: 500 } });
    openOrder();
    expect(await screen.findByRole('heading', { level: 2, name: 'The plans could not be loaded' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Minecraft Pro' })).toBeInTheDocument();
  });
});
