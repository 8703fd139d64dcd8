import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActionCards } from './ActionCards';

const cards = [
  { value: 'stripe', label: 'Stripe', description: 'Card and wallets' },
  { value: 'paypal', label: 'PayPal', expanded: true },
];

describe('ActionCards', () => {
  it('is a named list of buttons, named by their label first, saying which panel is open', () => {
    render(<ActionCards label="Payment method" cards={cards} onChoose={vi.fn()} />);
    expect(screen.getByRole('list', { name: 'Payment method' })).toBeInTheDocument();
    const stripe = screen.getByRole('button', { name: /^Stripe/ });
    expect(stripe).toHaveTextContent('Card and wallets');
    expect(stripe).not.toHaveAttribute('aria-expanded');
    expect(screen.getByRole('button', { name: 'PayPal' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('chooses with a click, and with Tab and Enter alone', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<ActionCards label="Payment method" cards={cards} onChoose={onChoose} />);
    await user.click(screen.getByRole('button', { name: /Stripe/ }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'PayPal' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChoose.mock.calls).toEqual([['stripe'], ['paypal']]);
  });
});
