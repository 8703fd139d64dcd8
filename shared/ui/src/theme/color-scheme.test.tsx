import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { colorScheme, useColorScheme } from './color-scheme';

describe('colorScheme', () => {
  it('follows the system until a choice is made, then remembers and applies it', () => {
    const { result } = renderHook(() => useColorScheme());
    expect(result.current).toBe('system');
    expect(document.documentElement.dataset.theme).toBeUndefined();

    act(() => colorScheme.set('light'));
    expect(result.current).toBe('light');
    expect(localStorage.getItem('colorScheme')).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');

    act(() => colorScheme.set('system'));
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it('ignores a stored value it does not know', () => {
    localStorage.setItem('colorScheme', 'sepia');
    expect(colorScheme.get()).toBe('system');
  });
});
