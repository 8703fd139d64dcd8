import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useParams } from '@panel/router';
import { sessionStore } from '@panel/session';
import { db, publicUser } from '../../../../../mocks/src/db';
import { DEMO_USERS, SEED_INVOICES } from '../../../../../mocks/src/seed';
import { call, installMockApi } from '../../../../../mocks/src/testing/mock-api';
import { FundsScreen } from './FundsScreen';
import { movementsOf } from './movements';
import { amountProblem, quickAmounts } from './top-up';

installMockApi();

function InvoicePage() {
  const { id } = useParams();
  return <h1>Invoice {id}</h1>;
}

function openFunds(user: keyof typeof DEMO_USERS = 'customer') {
  const demo = DEMO_USERS[user];
  localStorage.setItem('token', demo.token);
  const dbUser = db.users.get(demo.id);
  sessionStore.setState({ config: structuredClone(db.config), userId: demo.id, token: demo.token, user: dbUser ? publicUser(dbUser) : null });
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={['/funds']}>
        <Routes>
          <Route path="/funds" element={<FundsScreen />} />
          <Route path="/invoice/:id" element={<InvoicePage />} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

/** Each call sent with this method to this path. */
function requestsTo(method: string, path: string): string[] {
  const sent: string[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.method === method && new URL(request.url).pathname === path) sent.push(request.url);
    return original(input, init);
  };
  return sent;
}

let originalFetch: typeof fetch;
beforeEach(() => {
  originalFetch = globalThis.fetch;
});
afterEach(() => {
  cleanup();
  globalThis.fetch = originalFetch;
  sessionStore.setState({ config: null, user: null, userId: null, token: null });
});

const topUps = () => [...db.invoices.values()].filter((invoice) => invoice.item === 'topup');

describe('the top-up rules', () => {
  it.each([
    ['', 'missing'],
    ['abc', 'missing'],
    ['0.5', 'tooLow'],
    ['1000.01', 'tooHigh'],
    ['10.005', 'decimals'],
    ['1', null],
    ['1000', null],
    [' 25.50 ', null],
  ])('%j is %s', (typed, problem) => {
    expect(amountProblem(typed, { min: 1, max: 1000 })).toBe(problem);
  });

  it('offers the quick amounts the range allows', () => {
    expect(quickAmounts({ min: 1, max: 1000 })).toEqual([5, 10, 25, 50, 100]);
    expect(quickAmounts({ min: 10, max: 30 })).toEqual([10, 25]);
    expect(quickAmounts({ min: 200, max: 300 })).toEqual([]);
  });

  it('signs a movement by what it does to the balance', () => {
    const invoices = [{ ...db.invoices.get(SEED_INVOICES.unpaid)!, _id: 'inv-t', item: 'topup' }];
    const movements = movementsOf(
      [
        { _id: 'a', user: 'u', method: 'balance', amount: 5, date: 1, invoice: null },
        { _id: 'b', user: 'u', method: 'stripe', amount: 20, date: 2, invoice: 'inv-t' },
        { _id: 'c', user: 'u', method: 'paypal', amount: 9.99, date: 3, invoice: 'inv-unknown' },
        // The payment says what it paid for: a top-up whose invoice is no longer among the recent ones.
        { _id: 'd', user: 'u', method: 'paypal', amount: 20, date: 4, invoice: null, item: 'topup' },
        { _id: 'e', user: 'u', method: 'stripe', amount: 9.99, date: 5, invoice: null, item: 'plan-mc-pro' },
      ],
      invoices,
    );
    expect(movements.map((movement) => [movement.id, movement.sign, movement.invoice?._id ?? null])).toEqual([
      ['a', -1, null],
      ['b', 1, 'inv-t'],
      ['c', 0, null],
      ['d', 1, null],
      ['e', 0, null],
    ]);
  });
});

describe('the funds screen', () => {
  it('shows the balance, then the movements and the unpaid invoices once loaded', async () => {
    openFunds();
    expect(screen.getByRole('heading', { level: 1, name: 'Add funds' })).toBeInTheDocument();
    expect(screen.getByText('€25.50')).toBeInTheDocument();
    const movements = (await screen.findByRole('heading', { name: 'Recent movements' })).closest('section, div')!.parentElement!;
    expect(await within(movements).findByText('Paid from the balance')).toBeInTheDocument();
    expect(within(movements).getByText('−€4.99')).toBeInTheDocument();
    const unpaid = await screen.findAllByRole('link', { name: db.invoices.get(SEED_INVOICES.unpaid)!.name });
    expect(unpaid.map((link) => link.getAttribute('href'))).toContain(`/invoice/${SEED_INVOICES.unpaid}`);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).not.toContain(`/invoice/${SEED_INVOICES.paidStripe}`);
  });

  it('refuses an amount out of range before sending anything', async () => {
    const user = userEvent.setup();
    const sent = requestsTo('POST', '/api/user/funds/topup');
    openFunds();
    const amount = screen.getByRole('spinbutton', { name: 'Amount' });
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('From €1.00 to €1,000.00.'));
    await user.type(amount, '0.5');
    await user.click(screen.getByRole('button', { name: 'Add funds' }));
    expect(amount).toHaveAccessibleErrorMessage('The minimum is €1.00.');
    await user.clear(amount);
    await user.type(amount, '5000');
    expect(amount).toHaveAccessibleErrorMessage('The maximum is €1,000.00.');
    await user.clear(amount);
    await user.click(screen.getByRole('button', { name: 'Add funds' }));
    expect(amount).toHaveAccessibleErrorMessage('Type an amount.');
    expect(sent).toEqual([]);
  });

  it('follows the instance’s range', async () => {
    db.config.settings.topup = { min: 20, max: 60 };
    openFunds();
    expect(screen.getByRole('spinbutton', { name: 'Amount' })).toHaveAccessibleDescription(expect.stringContaining('From €20.00 to €60.00.'));
    expect(within(screen.getByRole('group', { name: 'Quick amounts' })).getAllByRole('button').map((button) => button.textContent)).toEqual(['€25.00', '€50.00']);
  });

  it('creates one top-up invoice on a double click and goes to it', async () => {
    const user = userEvent.setup();
    const sent = requestsTo('POST', '/api/user/funds/topup');
    openFunds();
    await user.click(screen.getByRole('button', { name: 'Top up €10.00' }));
    expect(screen.getByRole('spinbutton', { name: 'Amount' })).toHaveValue(10);
    await user.dblClick(screen.getByRole('button', { name: 'Add funds' }));
    const heading = await screen.findByRole('heading', { name: /^Invoice / });
    expect(sent).toHaveLength(1);
    const created = topUps().find((invoice) => invoice.amount === 10 && !invoice.paid);
    expect(heading).toHaveTextContent(`Invoice ${created?._id}`);
  });

  it('says why the API refused a top-up', async () => {
    const user = userEvent.setup();
    openFunds();
    // The range changed on the server since the page loaded.
    db.config.settings.topup = { min: 50, max: 100 };
    await user.type(screen.getByRole('spinbutton', { name: 'Amount' }), '10');
    await user.click(screen.getByRole('button', { name: 'Add funds' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/at least 50/);
    expect(screen.getByRole('heading', { level: 1, name: 'Add funds' })).toBeInTheDocument();
  });

  it('says when there is nothing to show', async () => {
    for (const invoice of db.invoices.values()) if (invoice.user === DEMO_USERS.nobalance.id) db.invoices.delete(invoice._id);
    openFunds('nobalance');
    expect(await screen.findByText('No movements yet')).toBeInTheDocument();
    expect(await screen.findByText('Nothing to pay')).toBeInTheDocument();
  });

  it('offers Retry when the movements fail to load', async () => {
    const user = userEvent.setup();
    await call('/api/__mock/fail', { method: 'POST', body: { path: '/api/user/funds/history', status: 500 } });
    openFunds();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Paid from the balance')).toBeInTheDocument();
  });
});
