import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@panel/session';
import { db } from '../../../../../../mocks/src/db';
import { installMockApi } from '../../../../../../mocks/src/testing/mock-api';
import { renderAsAdmin } from '../test-utils/render-as-admin';
import { PlanScreen } from './PlanScreen';

installMockApi();

afterEach(() => {
  cleanup();
  sessionStore.setState({ config: null, user: null, userId: null, token: null });
});

describe('PlanScreen', () => {
  it('previews the card as typed and creates a plan with its resources, cycles and limits', async () => {
    const user = userEvent.setup();
    renderAsAdmin('/staff/plans/:id', '/staff/plans/new', <PlanScreen />);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ark Tribe');
    await user.type(screen.getByRole('textbox', { name: /^Category/ }), 'ark');
    await user.type(screen.getByRole('spinbutton', { name: /^Price/ }), '12');
    await user.click(screen.getByRole('checkbox', { name: 'Every 3 months' }));
    await user.type(screen.getByRole('spinbutton', { name: /^Stock/ }), '4');
    const preview = screen.getByRole('region', { name: 'Customer card preview' });
    expect(within(preview).getByRole('heading', { name: 'Ark Tribe' })).toBeInTheDocument();
    expect(within(preview).getByText('4 left')).toBeInTheDocument();
    expect(within(preview).getByRole('list', { name: 'Billing cycles' }).children).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(db.domain.plans.find((plan) => plan.name === 'Ark Tribe')).toBeDefined());
    expect(db.domain.plans.find((plan) => plan.name === 'Ark Tribe')).toMatchObject({
      category: 'ark',
      price: 12,
      billingCycles: [720, 2160],
      stock: 4,
      amountAllowedPerCustomer: null,
      conditions: null,
      productContent: { cpu: 100, memory: 2048, disk: 10240, servers: 1 },
    });
  });

  it('refuses resources below what a game panel takes, and a sale ending before it starts, before sending', async () => {
    const user = userEvent.setup();
    const before = db.domain.plans.length;
    renderAsAdmin('/staff/plans/:id', '/staff/plans/new', <PlanScreen />);
    const cpu = screen.getByRole('spinbutton', { name: 'CPU (%)' });
    await user.clear(cpu);
    await user.type(cpu, '5');
    await user.type(screen.getByLabelText(/On sale from/), '2027-02-01T10:00');
    await user.type(screen.getByLabelText(/On sale until/), '2027-01-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(cpu).toHaveAccessibleErrorMessage('A whole number, at least 10.');
    expect(screen.getByLabelText(/On sale until/)).toHaveAccessibleErrorMessage('Must be after the start of the sale.');
    expect(db.domain.plans).toHaveLength(before);
  });

  it('with ?kind=pack, edits a resource pack of the coin shop instead', async () => {
    const user = userEvent.setup();
    renderAsAdmin('/staff/plans/:id', '/staff/plans/coin-memory?kind=pack', <PlanScreen />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Memory' })).toBeInTheDocument();
    const price = screen.getByRole('spinbutton', { name: /Price \(coins\)/ });
    await user.clear(price);
    await user.type(price, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(price).toHaveAccessibleErrorMessage('A whole number, at least 1.');
    await user.clear(price);
    await user.type(price, '120');
    await user.click(screen.getByRole('checkbox', { name: 'On sale' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(db.domain.coinItems.find((item) => item._id === 'coin-memory')).toMatchObject({ price: 120, buyable: false, resource: 'memory', rawPriceFor: 1024 }));
  });
});
