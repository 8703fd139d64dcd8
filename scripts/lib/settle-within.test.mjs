import { afterEach, describe, expect, it, vi } from 'vitest';
import { settleWithin } from './settle-within.mjs';

afterEach(() => vi.useRealTimers());

describe('settleWithin', () => {
  it('gives the value when it comes in time, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    const onLate = vi.fn();
    await expect(settleWithin(Promise.resolve('page'), 1000, onLate)).resolves.toBe('page');
    expect(vi.getTimerCount()).toBe(0);
    expect(onLate).not.toHaveBeenCalled();
  });

  it('settles with null at the deadline, after saying it is late', async () => {
    vi.useFakeTimers();
    const onLate = vi.fn();
    const settled = settleWithin(new Promise(() => {}), 1000, onLate);
    await vi.advanceTimersByTimeAsync(999);
    expect(onLate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(settled).resolves.toBeNull();
    expect(onLate).toHaveBeenCalledTimes(1);
  });
});
