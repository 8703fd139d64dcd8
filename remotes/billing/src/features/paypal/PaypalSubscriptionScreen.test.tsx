import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from '@panel/router';
import { sessionStore } from '@panel/session';
import { db } from '../../../../../mocks/src/db';
import { testInvoice } from '../../test/invoice-fixture';
import { PaypalSubscriptionScreen } from './PaypalSubscriptionScreen';

vi.mock('../../api/invoice', () => ({ useInvoice: () => ({ data: testInvoice(), error: undefined, mutate: vi.fn() }) }));
vi.mock('../../api/listing', () => ({ useBilledCycle: () => 720 }));
vi.mock('./PaypalSubscriptionButtons', () => ({
  PaypalSubscriptionButtons: ({ onActivated }: { onActivated: () => void }) => (
    <button type="button" onClick={onActivated}>
      Approve
    </button>
  ),
}));

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

beforeEach(() => {
  vi.useFakeTimers();
  sessionStore.setState({ config: structuredClone(db.config) });
});
afterEach(() => {
  vi.useRealTimers();
  sessionStore.setState({ config: null });
});

describe('PaypalSubscriptionScreen', () => {
  it('after the approval is processed, leaves the success toast 2 s, then opens the success page', () => {
    render(
      <MemoryRouter initialEntries={['/invoice/inv-1/pay/paypal']}>
        <Routes>
          <Route path="/invoice/:id/pay/paypal" element={<PaypalSubscriptionScreen />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(screen.getByText(/Your PayPal subscription is approved/)).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByTestId('where')).toHaveTextContent('/invoice/inv-1/pay/paypal');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('where')).toHaveTextContent('/invoice/inv-1/payment/success');
  });
});
