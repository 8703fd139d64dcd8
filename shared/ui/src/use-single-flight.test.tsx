import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSingleFlight } from './use-single-flight';

function deferred() {
  let resolve!: () => void;
  let reject!: (reason: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function PayButton({ action }: { action: (amount: number) => Promise<void> }) {
  const { run, pending } = useSingleFlight(action);
  return (
    <button type="button" disabled={pending} onClick={() => void run(5).catch(() => undefined)}>
      {pending ? 'Paying…' : 'Pay'}
    </button>
  );
}

/** Two clicks in one task, before React can re-render and disable the button. */
const doubleClick = (button: HTMLElement) =>
  act(async () => {
    button.click();
    button.click();
  });

describe('useSingleFlight', () => {
  it('runs the action once for two clicks in one task, and is pending until it settles', async () => {
    const call = deferred();
    const action = vi.fn(() => call.promise);
    render(<PayButton action={action} />);

    await doubleClick(screen.getByRole('button', { name: 'Pay' }));
    expect(action).toHaveBeenCalledTimes(1);
    expect(action).toHaveBeenCalledWith(5);
    expect(screen.getByRole('button', { name: 'Paying…' })).toBeDisabled();

    await act(async () => call.resolve());
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
  });

  it('runs again once the previous run resolved', async () => {
    const action = vi.fn(() => Promise.resolve());
    render(<PayButton action={action} />);
    const button = screen.getByRole('button', { name: 'Pay' });

    await act(async () => button.click());
    await act(async () => button.click());
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('runs again once the previous run failed, and hands the failure to the caller', async () => {
    const first = deferred();
    const action = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValue(undefined);
    render(<PayButton action={action} />);

    await doubleClick(screen.getByRole('button', { name: 'Pay' }));
    await act(async () => first.reject(new Error('declined')));
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();

    await doubleClick(screen.getByRole('button', { name: 'Pay' }));
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('rejects the run with the action’s failure, and a synchronous throw releases the guard too', async () => {
    let fail = true;
    const action = vi.fn(() => {
      if (fail) throw new Error('no network');
      return Promise.resolve();
    });
    const { result } = renderHook(() => useSingleFlight(action));

    await act(async () => expect(result.current.run()).rejects.toThrow('no network'));
    fail = false;
    await act(async () => expect(result.current.run()).resolves.toBeUndefined());
    expect(action).toHaveBeenCalledTimes(2);
  });
});
