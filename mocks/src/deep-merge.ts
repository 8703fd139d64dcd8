import { FORBIDDEN_KEYS, isPlainObject } from './http/body';

/**
 * A copy of `target` with `patch` merged in: objects merge key by key, anything else replaces.
 * Keys that would reach a prototype (`__proto__`, `constructor`, `prototype`) are skipped.
 */
export function deepMerge<T>(target: T, patch: unknown): T {
  if (!isPlainObject(target) || !isPlainObject(patch)) return patch as T;
  const merged: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (FORBIDDEN_KEYS.has(key)) continue;
    merged[key] = Object.hasOwn(target, key) ? deepMerge(target[key], value) : value;
  }
  return merged as T;
}
