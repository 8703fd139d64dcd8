const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of `target` with `patch` merged in: objects merge key by key, anything else replaces. */
export function deepMerge<T>(target: T, patch: unknown): T {
  if (!isPlainObject(target) || !isPlainObject(patch)) return patch as T;
  const merged: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    merged[key] = key in target ? deepMerge(target[key], value) : value;
  }
  return merged as T;
}
