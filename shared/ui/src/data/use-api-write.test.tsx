import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useApiWrite } from './use-api-write';

describe('useApiWrite', () => {
  it('sends the write and resolves with its answer, one function across renders', async () => {
    const write = vi.fn(async (email: string) => ({ sentTo: email }));
    const { result, rerender } = renderHook(() => useApiWrite(write));
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    await expect(result.current('a@panel.test')).resolves.toEqual({ sentTo: 'a@panel.test' });
    expect(write).toHaveBeenCalledWith('a@panel.test');
  });

  it('rejects with the write’s error', async () => {
    const { result } = renderHook(() => useApiWrite(async () => Promise.reject(new Error('refused'))));
    await expect(result.current(undefined)).rejects.toThrow('refused');
  });
});
