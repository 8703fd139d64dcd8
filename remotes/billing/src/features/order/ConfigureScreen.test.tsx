import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@panel/session';
import { db } from '../../../../../mocks/src/db';
import { DEMO_USERS } from '../../../../../mocks/src/seed';
import { call, installMockApi } from '../../../../../mocks/src/testing/mock-api';
import { ConfigureScreen } from './ConfigureScreen';
import { inPlansMode, renderOrderScreen, requestsTo } from './test-utils/render-order-screen';

installMockApi();

const openConfigure = (plan: string, search = '') => renderOrderScreen(ConfigureScreen, '/order/:plan/configure', `/order/${plan}/configure${search}`);
const planOf = (id: string) => db.domain.plans.find((plan) => plan._id === id)!;
let originalFetch: typeof fetch;

beforeEach(async () => {
  originalFetch = globalThis.fetch;
  await inPlansMode();
});
afterEach(() => {
  cleanup();
  globalThis.fetch = originalFetch;
  sessionStore.setState({ config: null, user: null, userId: null, token: null });
});

async function fillIn(user: ReturnType<typeof userEvent.setup>, { name = 'Spring build', location = 'Helsinki' } = {}) {
  await user.type(await screen.findByRole('textbox', { name: 'Server name' }), name);
  await user.click(await screen.findByRole('radio', { name: /Minecraft: Paper/ }));
  await user.click(screen.getByRole('radio', { name: new RegExp(location) }));
}

describe('configuring a server on a plan', () => {
  it('shows skeletons, then the plan’s form and what it costs', async () => {
    const { container } = openConfigure('plan-mc-pro');
    expect(screen.getByRole('heading', { level: 1, name: 'Configure plan' })).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"] .ui-skeleton')).not.toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Configure Minecraft Pro' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Server name' })).toBeRequired();
    expect(screen.getByRole('radiogroup', { name: 'Billing cycle' })).toBeInTheDocument();
    const breakdown = screen.getByRole('region', { name: 'What you pay' });
    expect(breakdown).toHaveTextContent('Due now€9.99');
    expect(screen.getByRole('button', { name: 'Order' })).toBeEnabled();
  });

  it('says an unknown plan does not exist, with a way back', async () => {
    openConfigure('plan-nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'No such plan' })).toBeInTheDocument();
    expect(screen.getByText('There is no plan “plan-nope”. It may have been removed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the plans' })).toHaveAttribute('href', '/order');
  });

  it('offers Retry when the plan could not be loaded', async () => {
    const user = userEvent.setup();
    await call('/api/__mock/fail', { method: 'POST', body: { method: 'GET', path: '/api/shop/plan-mc-pro', status: 500 } });
    openConfigure('plan-mc-pro');
    expect(await screen.findByRole('heading', { level: 1, name: 'The plan could not be loaded' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Server name' })).toBeInTheDocument();
  });

  it.each([
    ['sold out', 'plan-rust-legacy', 'This plan is sold out.'],
    ['not on sale yet', 'plan-winter-event', 'This plan is not on sale yet.'],
  ])('says a plan %s cannot be ordered, and offers no Order', async (_, plan, reason) => {
    openConfigure(plan);
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Order' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Server name' })).toBeNull();
  });

  it('says a hidden plan opened by its address is not on sale, and offers no Order', async () => {
    planOf('plan-mc-pro').invisible = true;
    openConfigure('plan-mc-pro');
    expect(await screen.findByText('This plan is not on sale.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Order' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Server name' })).toBeNull();
  });

  it('sends a customer short of the plan’s referrals to its condition page', async () => {
    await inPlansMode({ pspPlansConditions: true });
    openConfigure('plan-rust');
    expect(await screen.findByRole('heading', { name: /Referrals condition plan-rust/ })).toBeInTheDocument();
  });

  it('lets anyone configure that plan while conditions are off', async () => {
    openConfigure('plan-rust');
    expect(await screen.findByRole('heading', { level: 1, name: 'Configure Rust Standard' })).toBeInTheDocument();
  });

  it('asks for a name, a game and a location before sending anything', async () => {
    const user = userEvent.setup();
    const orders = requestsTo('POST', '/api/server/create');
    openConfigure('plan-mc-pro');
    await screen.findByRole('radio', { name: /Helsinki/ });
    await user.click(screen.getByRole('button', { name: 'Order' }));
    expect(screen.getByRole('textbox', { name: 'Server name' })).toHaveAccessibleErrorMessage('Give the server a name.');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Server name' })).toHaveFocus());
    expect(screen.getByText('Choose a game.')).toBeInTheDocument();
    expect(screen.getByText('Choose a location.')).toBeInTheDocument();
    expect(orders).toEqual([]);

    // Named, the focus goes on to the first game the customer may choose.
    await user.type(screen.getByRole('textbox', { name: 'Server name' }), 'Lobby');
    await user.click(screen.getByRole('button', { name: 'Order' }));
    const games = screen.getByRole('radiogroup', { name: 'Game' });
    expect(games).toHaveAccessibleDescription('Choose a game.');
    await waitFor(() => expect(within(games).getAllByRole('radio').find((radio) => !radio.hasAttribute('disabled'))).toHaveFocus());
    expect(orders).toEqual([]);
  });

  it('orders once on a double click with the discount, and goes to the activation invoice', async () => {
    const user = userEvent.setup();
    const orders = requestsTo('POST', '/api/server/create');
    openConfigure('plan-mc-pro', '?discount=SPRING20');
    expect(await screen.findByText('SPRING20: 20 % off, on every renewal too', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('due-now')).toHaveTextContent('€7.99originally €9.99');
    await fillIn(user);
    await user.dblClick(screen.getByRole('button', { name: 'Order' }));
    const landed = await screen.findByRole('heading', { name: /^Invoice / }, { timeout: 5000 });
    expect(orders).toHaveLength(1);
    const server = db.domain.servers.find((candidate) => candidate.name === 'Spring build');
    const invoiceId = /^Invoice (\S+)/.exec(landed.textContent ?? '')?.[1] ?? '';
    expect(db.invoices.get(invoiceId)).toMatchObject({ amount: 7.99, attachedServer: server?._id });
  });

  it('shows a refusal of the order and keeps every field', async () => {
    const user = userEvent.setup();
    openConfigure('plan-mc-pro');
    await fillIn(user);
    // Sold out meanwhile: the API refuses.
    planOf('plan-mc-pro').stock = 0;
    await user.click(screen.getByRole('button', { name: 'Order' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Minecraft Pro is out of stock');
    expect(screen.getByRole('textbox', { name: 'Server name' })).toHaveValue('Spring build');
    expect(screen.getByRole('radio', { name: /Helsinki/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Minecraft: Paper/ })).toBeChecked();
  });

  it('queues an order into a full location and says billing waits for the server', async () => {
    const user = userEvent.setup();
    // New York takes Minecraft Pro servers: ordering on that plan opens it, held or not.
    expect(db.users.get(DEMO_USERS.customer.id)?.plans.map((held) => held._id)).not.toContain('plan-mc-pro');
    openConfigure('plan-mc-pro');
    const breakdown = await screen.findByRole('region', { name: 'What you pay' }, { timeout: 5000 });
    expect(breakdown).toHaveTextContent('Due now€9.99');
    expect(within(breakdown).getByRole('time')).toBeInTheDocument();
    await fillIn(user, { location: 'New York' });
    expect(breakdown).toHaveTextContent('billing starts only when your server is created');
    expect(breakdown).toHaveTextContent('Due when your server is created€9.99');
    expect(breakdown).toHaveTextContent('Next renewal€9.99 · one billing cycle after your server is created');
    expect(breakdown).not.toHaveTextContent('Due now');
    expect(within(breakdown).queryByRole('time')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Order' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your order is in the queue' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/billing starts only when it is created/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(db.domain.queue.some((entry) => entry.name === 'Spring build')).toBe(true));
  });

  it('keeps New York, which takes Minecraft Pro servers, closed to an order on another plan, linking to order it with Minecraft Pro', async () => {
    openConfigure('plan-mc-starter');
    const newYork = await screen.findByRole('radio', { name: /New York/ });
    expect(newYork).toBeDisabled();
    expect(newYork).toHaveAccessibleName(/Needs Minecraft Pro/);
    expect(within(screen.getByRole('radiogroup', { name: 'Location' })).getByRole('link', { name: 'Order it with Minecraft Pro' })).toHaveAttribute('href', '/order/plan-mc-pro/configure');
  });

  it('opens a game that needs the plan ordered on, and closes it on another plan with the way to order it', async () => {
    db.domain.eggs.find((egg) => egg.name === 'Node.js')!.requiredSubscriptions = ['plan-mc-pro'];
    openConfigure('plan-mc-pro');
    const onPro = await screen.findByRole('radio', { name: /Node\.js/ });
    expect(onPro).toBeEnabled();
    expect(onPro).toHaveAccessibleName(/Needs Minecraft Pro: you are ordering it/);
    expect(screen.getByRole('radio', { name: /New York/ })).toHaveAccessibleName(/Needs Minecraft Pro: you are ordering it/);
    cleanup();
    openConfigure('plan-mc-starter');
    const nodeJs = await screen.findByRole('radio', { name: /Node\.js/ });
    expect(nodeJs).toBeDisabled();
    expect(nodeJs).toHaveAccessibleName(/Needs Minecraft Pro: you do not have it\. Order it with Minecraft Pro/);
    expect(within(screen.getByRole('radiogroup', { name: 'Game' })).getByRole('link', { name: 'Order it with Minecraft Pro' })).toHaveAttribute('href', '/order/plan-mc-pro/configure');
  });
});
