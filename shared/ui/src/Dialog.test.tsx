import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

const renderDialog = (onClose = vi.fn()) => {
  render(
    <>
      <button type="button">Opener</button>
      <Dialog title="Delete invoice" onClose={onClose} actions={<button type="button">Delete</button>}>
        <p>This cannot be undone.</p>
      </Dialog>
    </>,
  );
  return onClose;
};

describe('Dialog', () => {
  it('is a modal dialog named by its title', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Delete invoice' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('This cannot be undone.');
  });

  it('moves focus to its first button', () => {
    renderDialog();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const onClose = renderDialog();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});
