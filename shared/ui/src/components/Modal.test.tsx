import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { ConfirmDialog } from './ConfirmDialog';
import { Drawer } from './Drawer';
import { Modal } from './Modal';

function ModalHarness() {
  const [open, setOpen] = useState(false);
  return (
    <Modal open={open} onOpenChange={setOpen} title="Rename server" trigger={<Button>Rename</Button>} actions={<Button>Save</Button>}>
      <input aria-label="New name" />
    </Modal>
  );
}

describe('Modal', () => {
  it('opens named by its title, keeps Tab inside, closes on Escape and gives focus back', async () => {
    render(<ModalHarness />);
    const opener = screen.getByRole('button', { name: 'Rename' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Rename server' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button', async () => {
    render(<ModalHarness />);
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('ConfirmDialog', () => {
  it('waits for the exact name before a destructive confirm, then runs it once and closes', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const onOpenChange = vi.fn();
    render(<ConfirmDialog open onOpenChange={onOpenChange} title="Delete server?" confirmLabel="Delete" destructive typeToConfirm="alpha" onConfirm={onConfirm} />);
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Type alpha to confirm' }), 'alph');
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(screen.getByRole('textbox', { name: 'Type alpha to confirm' }), 'a');
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('gives the focus back to the button that opened it, though that is no trigger of its own', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Delete server</Button>
          <ConfirmDialog open={open} onOpenChange={setOpen} title="Delete alpha?" confirmLabel="Delete" onConfirm={() => undefined} />
        </>
      );
    }
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Delete server' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Delete alpha?' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(opener).toHaveFocus());
  });

  it('stays open, with what was typed, when the action answers false (it failed and says why)', async () => {
    const onConfirm = vi.fn(() => Promise.resolve(false));
    const onOpenChange = vi.fn();
    render(<ConfirmDialog open onOpenChange={onOpenChange} title="Delete server?" confirmLabel="Delete" destructive typeToConfirm="alpha" onConfirm={onConfirm} />);
    const typed = screen.getByRole('textbox', { name: 'Type alpha to confirm' });
    await userEvent.type(typed, 'alpha');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(onConfirm).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).not.toHaveAttribute('aria-busy'));
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(typed).toHaveValue('alpha');
  });

  it('cancels without confirming', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<ConfirmDialog open onOpenChange={onOpenChange} title="Cancel the order?" confirmLabel="Yes" onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe('Drawer', () => {
  it('is a dialog named by its title that Escape closes', async () => {
    const onOpenChange = vi.fn();
    render(
      <Drawer open onOpenChange={onOpenChange} title="Menu">
        <a href="/">Home</a>
      </Drawer>,
    );
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
