import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, type LazyPart } from './lazy-part';
import { GlobalErrorDialog } from './GlobalErrorDialog';
import type * as ModalComponent from './modal-component';

type ModalModule = typeof ModalComponent;

// Each test decides whether the Modal's chunk arrives: a fresh lazy part, so nothing is cached.
const chunk = vi.hoisted(() => ({ modal: undefined as LazyPart<ModalModule> | undefined }));
vi.mock('./modal', () => ({
  get lazyModal() {
    return chunk.modal;
  },
}));

const chunkLoadFailure = () => {
  const event = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
  Object.defineProperty(event, 'reason', { value: Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }) });
  act(() => {
    window.dispatchEvent(event);
  });
};

describe('GlobalErrorDialog', () => {
  beforeEach(() => {
    chunk.modal = lazyPart(() => import('./modal-component'));
  });

  it('fetches nothing until a problem occurs, then shows it in a dialog with Reload', async () => {
    const importer = vi.fn(() => import('./modal-component'));
    chunk.modal = lazyPart(importer);
    render(<GlobalErrorDialog />);
    expect(importer).not.toHaveBeenCalled();

    chunkLoadFailure();
    const dialog = await screen.findByRole('dialog', { name: 'The panel was updated' });
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says the same without the dialog when the dialog's own chunk cannot be downloaded", async () => {
    chunk.modal = lazyPart<ModalModule>(() => Promise.reject(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' })));
    render(<GlobalErrorDialog />);

    chunkLoadFailure();
    const alert = await screen.findByRole('alert', { name: 'The panel was updated' });
    expect(alert).toHaveTextContent('The panel was updated');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
