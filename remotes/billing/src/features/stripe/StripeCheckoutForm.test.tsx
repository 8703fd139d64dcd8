import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StripeCheckoutForm } from './StripeCheckoutForm';

const stripe = { confirmPayment: vi.fn() };
const elements = { getElement: vi.fn() };
let markReady: () => void = () => undefined;

vi.mock('@stripe/react-stripe-js', () => ({
  useStripe: () => stripe,
  useElements: () => elements,
  PaymentElement: ({ onReady }: { onReady: () => void }) => {
    markReady = onReady;
    return <div>payment element</div>;
  },
}));

const renderForm = () => render(<StripeCheckoutForm invoiceId="inv-1" amountText="€4.99" />);

describe('StripeCheckoutForm', () => {
  beforeEach(() => {
    stripe.confirmPayment.mockReset();
  });

  it('keeps Pay disabled until the Payment Element is ready', () => {
    renderForm();
    expect(screen.getByRole('button', { name: 'Pay €4.99' })).toBeDisabled();
    act(() => markReady());
    expect(screen.getByRole('button', { name: 'Pay €4.99' })).toBeEnabled();
  });

  it('confirms once with the success page as return_url, disabled while Stripe works', async () => {
    const user = userEvent.setup();
    stripe.confirmPayment.mockReturnValue(new Promise(() => undefined));
    renderForm();
    act(() => markReady());
    await user.click(screen.getByRole('button', { name: 'Pay €4.99' }));
    expect(screen.getByRole('button', { name: 'Processing…' })).toBeDisabled();
    fireEvent.submit(screen.getByRole('form', { name: 'Card details' }));
    expect(stripe.confirmPayment).toHaveBeenCalledTimes(1);
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements,
      confirmParams: { return_url: `${window.location.origin}/invoice/inv-1/payment/success` },
    });
  });

  it.each<[string, () => Promise<unknown>, string]>([
    ['Stripe’s message', async () => ({ error: { message: 'Your card was declined.' } }), 'Your card was declined.'],
    ['a generic message without one', async () => ({ error: {} }), 'Your payment could not be confirmed. Check the details and try again.'],
    ['a connection message when Stripe throws', () => Promise.reject(new Error('offline')), 'Stripe could not be reached. Check your connection and try again.'],
  ])('shows %s and lets the customer try again', async (_, result, message) => {
    const user = userEvent.setup();
    stripe.confirmPayment.mockImplementation(result);
    renderForm();
    act(() => markReady());
    await user.click(screen.getByRole('button', { name: 'Pay €4.99' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Pay €4.99' })).toBeEnabled();
  });
});
