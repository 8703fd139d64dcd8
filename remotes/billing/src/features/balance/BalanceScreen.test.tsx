import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BillingCycle } from '@panel/api/contract';
import { MemoryRouter, Route, Routes } from '@panel/router';
import { sessionStore } from '@panel/session';
import { db, publicUser } from '../../../../../mocks/src/db';
import { DEMO_USERS } from '../../../../../mocks/src/seed';
import { testInvoice } from '../../test/invoice-fixture';
import { BalanceScreen } from './BalanceScreen';

const h = vi.hoisted(() => ({ cycle: null as BillingCycle | null }));

vi.mock('../../api/invoice', () => ({
  useInvoice: () => ({ data: testInvoice({ amount: 9.99 }), error: undefined, mutate: vi.fn() }),
  reloadInvoice: vi.fn(),
}));
vi.mock('../../api/listing', () => ({ useBilledCycle: () => h.cycle }));

afterEach(() => {
  cleanup();
  sessionStore.setState({ config: null, user: null });
});

function renderWithBalance(balance: number) {
  sessionStore.setState({ config: structuredClone(db.config), user: { ...publicUser(db.users.get(DEMO_USERS.customer.id)!), balance } });
  render(
    <MemoryRouter initialEntries={['/invoice/inv-1/pay/balance']}>
      <Routes>
        <Route path="/invoice/:id/pay/balance" element={<BalanceScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

const AUTOMATIC_BILLING = /Automatic billing is not possible until the next invoice/;

describe('BalanceScreen on a balance that pays partly', () => {
  it.each<[string, BillingCycle | null, boolean]>([
    ['a monthly invoice warns that automatic billing stops until the next invoice', 720, true],
    ['an annual one too', 8760, true],
    ['a one-time invoice (no cycle) does not', -1, false],
    ['while the listing is not known yet, nothing is claimed', null, false],
  ])('%s', (_, cycle, warns) => {
    h.cycle = cycle;
    renderWithBalance(3);
    expect(screen.getByText(/it will be partly paid/)).toBeInTheDocument();
    expect(screen.queryByText(AUTOMATIC_BILLING) !== null).toBe(warns);
  });

  it('a balance that covers the invoice warns of nothing', () => {
    h.cycle = 720;
    renderWithBalance(25.5);
    expect(screen.queryByText(/it will be partly paid/)).not.toBeInTheDocument();
    expect(screen.queryByText(AUTOMATIC_BILLING)).not.toBeInTheDocument();
  });
});
