import { act, render, screen } from '@testing-library/react';
import { Toaster, useToasterStore } from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeToToastsWanted, toast, toastsWanted } from './toast';

// The page-wide record every copy of the kit shares (toast.ts): each test starts on a page
// where no toast was asked for yet.
const PAGE_KEY = Symbol.for('panel.toasts');
// jsdom has no matchMedia; react-hot-toast's Toaster asks it about reduced motion.
beforeAll(() => {
  vi.stubGlobal('matchMedia', (media: string) => ({ matches: false, media, addEventListener: () => undefined, removeEventListener: () => undefined }));
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[PAGE_KEY];
});
afterEach(() => {
  act(() => toast.remove());
});

describe('the kit toast', () => {
  it('returns the id at once and shows the toast once react-hot-toast is there; a success with that id replaces it', async () => {
    render(<Toaster />);
    const id = toast.loading('Processing your payment...');
    expect(id).toMatch(/^toast-/);
    expect(await screen.findByText('Processing your payment...')).toBeInTheDocument();
    act(() => {
      toast.success('Payment processed', { id });
    });
    expect(await screen.findByText('Payment processed')).toBeInTheDocument();
    expect(screen.queryByText('Processing your payment...')).not.toBeInTheDocument();
  });

  it('gives each toast its own id, and calls react-hot-toast in the order asked', async () => {
    /** The toasts still showing, by their text. */
    function Showing() {
      const { toasts } = useToasterStore();
      return <output aria-label="showing">{toasts.filter((shown) => shown.visible).map((shown) => String(shown.message)).join(', ')}</output>;
    }
    render(<Showing />);
    const first = toast('First');
    const second = toast.error('Second');
    // In the order asked, whether the library had arrived or not: the dismissal comes after its toast.
    toast.dismiss(first);
    expect(second).not.toBe(first);
    await vi.waitFor(() => expect(screen.getByRole('status', { name: 'showing' })).toHaveTextContent(/^Second$/));
  });

  it('tells the shell when the first toast is asked for, and only then', async () => {
    const listener = vi.fn();
    const stop = subscribeToToastsWanted(listener);
    toast.dismiss();
    expect(toastsWanted()).toBe(false);
    toast.success('Saved');
    expect(toastsWanted()).toBe(true);
    toast.success('Saved again');
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});
