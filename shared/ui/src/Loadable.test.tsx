import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADABLE_DEFAULT_DELAY_MS, Loadable, type LoadState } from './Loadable';

describe('Loadable', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
  afterEach(() => vi.useRealTimers());

  it('waits 200 ms by default before showing a spinner', () => {
    expect(LOADABLE_DEFAULT_DELAY_MS).toBe(200);
    render(<Loadable state="loading">content</Loadable>);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('content')).not.toBeInTheDocument();
  });

  it('treats initialized like loading', () => {
    render(<Loadable state="initialized" label="Fetching invoices">content</Loadable>);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('status')).toHaveTextContent('Fetching invoices');
  });

  it('honours a custom delay, and 0 shows the spinner at once', () => {
    const { unmount } = render(<Loadable state="loading" delayMs={500}>x</Loadable>);
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    unmount();
    render(<Loadable state="loading" delayMs={0}>x</Loadable>);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('never flashes a spinner when the load finishes within the delay', () => {
    const { rerender } = render(<Loadable state="loading">content</Loadable>);
    act(() => vi.advanceTimersByTime(150));
    rerender(<Loadable state="success">content</Loadable>);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('content')).toBeInTheDocument();
  });

  it('shows the children on success', () => {
    render(<Loadable state="success"><p>Invoice list</p></Loadable>);
    expect(screen.getByText('Invoice list')).toBeInTheDocument();
  });

  it.each([
    ['error', 'Could not load invoices.'],
    ['timeout', 'This is taking longer than expected.'],
  ] as [LoadState, string][])('%s shows a message and a Retry that calls onRetry', async (state, message) => {
    vi.useRealTimers();
    const onRetry = vi.fn();
    render(<Loadable state={state} errorMessage="Could not load invoices." onRetry={onRetry}>content</Loadable>);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText('content')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no Retry without onRetry', () => {
    render(<Loadable state="error">content</Loadable>);
    expect(screen.getByRole('alert')).toHaveTextContent('This could not be loaded.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
