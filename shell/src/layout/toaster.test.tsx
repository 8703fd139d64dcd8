import { act, render, screen } from '@testing-library/react';
import toast, { useToasterStore } from 'react-hot-toast';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../test-utils/match-media';
import ToasterView from './toaster-view';

beforeAll(stubMatchMedia);
// Frozen clock: toast lifetimes are measured exactly.
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => toast.remove());
  vi.useRealTimers();
});

/** How many toasts the store keeps, dismissed ones included. */
function StoreCount() {
  const { toasts } = useToasterStore();
  return <output aria-label="toasts kept">{toasts.length}</output>;
}

describe('the Toaster (spec section 9)', () => {
  it('keeps at most 20 toasts, the newest ones', () => {
    render(
      <>
        <ToasterView />
        <StoreCount />
      </>,
    );
    act(() => {
      for (let n = 1; n <= 25; n += 1) toast(`Toast ${n}`);
    });
    expect(screen.getByRole('status', { name: 'toasts kept' })).toHaveTextContent('20');
    expect(screen.getByText('Toast 25')).toBeInTheDocument();
    expect(screen.getByText('Toast 6')).toBeInTheDocument();
    expect(screen.queryByText('Toast 5')).not.toBeInTheDocument();
  });

  it('removes a dismissed toast 1000 ms after dismissal', () => {
    render(
      <>
        <ToasterView />
        <StoreCount />
      </>,
    );
    let id = '';
    act(() => {
      id = toast.loading('Processing your payment...');
    });
    act(() => toast.dismiss(id));
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText('Processing your payment...')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Processing your payment...')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'toasts kept' })).toHaveTextContent('0');
  });

  it.each([
    ['success', () => toast.success('Payment processed'), 'Payment processed', 2000],
    ['error', () => toast.error('Could not process your payment'), 'Could not process your payment', 4000],
    ['blank', () => toast('Deleted invoice inv-1.'), 'Deleted invoice inv-1.', 4000],
  ])('a %s toast is dismissed after its duration, then removed 1000 ms later', (_type, show, text, duration) => {
    render(<ToasterView />);
    act(() => {
      show();
    });
    act(() => vi.advanceTimersByTime(duration - 1));
    expect(screen.getByText(text)).toBeInTheDocument();
    // Dismissed at its duration; the removal is scheduled once the dismissal has rendered.
    act(() => vi.advanceTimersByTime(1));
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText(text)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(text)).not.toBeInTheDocument();
  });

  it('keeps a loading toast until it is dismissed', () => {
    render(<ToasterView />);
    act(() => {
      toast.loading('Processing your payment...');
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Processing your payment...')).toBeInTheDocument();
  });
});
