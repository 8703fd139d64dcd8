import { describe, expect, it } from 'vitest';
import { deepMerge } from './deep-merge';

describe('deepMerge', () => {
  it('merges objects key by key; anything else replaces', () => {
    expect(deepMerge({ a: { b: 1, c: 2 }, d: [1] }, { a: { c: 3 }, d: [2], e: null })).toEqual({ a: { b: 1, c: 3 }, d: [2], e: null });
  });

  it.each(['__proto__', 'constructor', 'prototype'])('skips the key %s, so no prototype is reached', (key) => {
    const patch = JSON.parse(`{"${key}": {"polluted": true}, "kept": 1}`) as unknown;
    const merged = deepMerge<Record<string, unknown>>({}, patch);
    expect(merged).toEqual({ kept: 1 });
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
