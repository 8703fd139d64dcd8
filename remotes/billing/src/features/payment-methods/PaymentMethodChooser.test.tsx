import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Invoice } from '@panel/api/contract';
import { MemoryRouter, Route, Routes, useLocation } from '@panel/router';
import { sessionStore } from '@panel/session';
import { db, publicUser } from '../../../../../mocks/src/db';
import { DEMO_USERS, SEED_INVOICES } from '../../../../../mocks/src/seed';
import { PaymentMethodChooser } from './PaymentMethodChooser';

afterEach(() => {
  cleanup();
  sessionStore.setState({ config: null, user: null });
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderChooser(invoiceId: string, { balance = 25.5, renews = true, disable = [] as string[] } = {}) {
  const config = structuredClone(db.config);
  for (const provider of disable) config.settings.payments[provider as 'paypal'].enabled = false;
  const user = { ...publicUser(db.users.get(DEMO_USERS.customer.id)!), balance };
  sessionStore.setState({ config, user });
  const invoice = db.invoices.get(invoiceId) as Invoice;
  render(
    <MemoryRouter initialEntries={[`/invoice/${invoiceId}`]}>
      <Routes>
        <Route path="*" element={<><PaymentMethodChooser invoice={invoice} renews={renews} /><Where /></>} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Choose a payment method' });
}

const names = (region: HTMLElement) =>
  within(region).queryAllByRole('button').map((button) => button.querySelector('.ui-action-card-label')?.textContent);

describe('PaymentMethodChooser', () => {
  it.each([
    ['every enabled method, balance first', SEED_INVOICES.unpaid, {}, ['Account balance', 'Stripe', 'PayPal', 'CoinGate', 'LitePay', 'CashFree']],
    ['no balance: no balance option', SEED_INVOICES.unpaid, { balance: 0 }, ['Stripe', 'PayPal', 'CoinGate', 'LitePay', 'CashFree']],
    ['a top-up: no balance option', SEED_INVOICES.topup, {}, ['Stripe', 'PayPal', 'CoinGate', 'LitePay', 'CashFree']],
    ['disabled providers are left out', SEED_INVOICES.unpaid, { disable: ['stripe', 'cashfree'] }, ['Account balance', 'PayPal', 'CoinGate', 'LitePay']],
  ])('%s', (_, id, options, expected) => {
    expect(names(renderChooser(id, options))).toEqual(expected);
    expect(screen.queryByText('No payment methods are enabled. Contact us to pay this invoice.')).not.toBeInTheDocument();
  });

  it('says how to pay when none of PayPal, Stripe, CoinGate and CashFree is enabled', () => {
    const region = renderChooser(SEED_INVOICES.unpaid, { disable: ['paypal', 'stripe', 'coingate', 'cashfree'] });
    expect(within(region).getByText('No payment methods are enabled. Contact us to pay this invoice.')).toBeInTheDocument();
    expect(names(region)).toEqual(['Account balance', 'LitePay']);
  });

  it('sends the other methods to their pay page', async () => {
    const region = renderChooser(SEED_INVOICES.unpaid);
    await userEvent.click(within(region).getByRole('button', { name: /CoinGate/ }));
    expect(screen.getByTestId('where')).toHaveTextContent(`/invoice/${SEED_INVOICES.unpaid}/pay/coingate`);
  });

  it.each([
    [true, 1],
    [false, 0],
  ])('PayPal opens in place; subscribing is offered when the invoice renews (%s)', async (renews, links) => {
    const region = renderChooser(SEED_INVOICES.unpaid, { renews });
    const paypal = within(region).getByRole('button', { name: /PayPal/ });
    await userEvent.click(paypal);
    expect(paypal).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('where')).toHaveTextContent(`/invoice/${SEED_INVOICES.unpaid}`);
    expect(within(region).queryAllByRole('link', { name: 'subscribe with PayPal' })).toHaveLength(links);
  });
});
