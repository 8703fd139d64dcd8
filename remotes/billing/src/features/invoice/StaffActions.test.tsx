import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Rank } from '@panel/api/contract';
import { testInvoice } from '../../test/invoice-fixture';
import { StaffActions } from './StaffActions';

const invoice = (paid: boolean) => testInvoice(paid ? { paid, paiddate: 1, received: 5 } : {});

const renderActions = (rank: Rank, paid = false) =>
  render(<StaffActions invoice={invoice(paid)} rank={rank} onDeleted={vi.fn()} />);

const buttonNames = () => screen.getAllByRole('button').map((button) => button.textContent);

describe('StaffActions', () => {
  it.each<[Rank, string[]]>([
    ['STAFF', ['Complete invoice & save transaction', 'Mark as unpaid', 'Delete']],
    ['ADMIN', ['Complete invoice', 'Complete invoice & save transaction', 'Mark as unpaid', 'Delete']],
  ])('%s sees %j', (rank, expected) => {
    renderActions(rank);
    expect(buttonNames()).toEqual(expected);
  });

  it('completing is off for a paid invoice, marking unpaid is off for an unpaid one', () => {
    const { unmount } = renderActions('ADMIN', true);
    expect(screen.getByRole('button', { name: 'Complete invoice' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mark as unpaid' })).toBeEnabled();
    unmount();
    renderActions('ADMIN', false);
    expect(screen.getByRole('button', { name: 'Mark as unpaid' })).toBeDisabled();
  });

  it.each([
    ['Delete', 'Delete this invoice?', 'Yes, delete'],
    ['Mark as unpaid', 'Mark as unpaid?', 'Yes, mark as unpaid'],
  ])('%s asks for confirmation in a dialog first, and Cancel changes nothing', async (action, title, confirm) => {
    const user = userEvent.setup();
    renderActions('STAFF', true);
    await user.click(screen.getByRole('button', { name: action }));
    const dialog = screen.getByRole('dialog', { name: title });
    expect(within(dialog).getByRole('button', { name: confirm })).toBeInTheDocument();
    // Only the dialog's buttons are reachable while it asks.
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual(['Close', 'Cancel', confirm]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
