import { useState } from 'react';
import { peekEarlyData } from '@panel/api/early-responses';

/**
 * The early answer for `path` as it was when the component mounted, for SWR's `fallbackData`.
 * Read once: the API client takes the early call when SWR revalidates, and a fallback that
 * vanished then would leave SWR comparing the fetched data against the stale one and skip the
 * render that shows it.
 */
export function useEarlyData<T>(path: string): T | undefined {
  const [early] = useState(() => ({ path, data: peekEarlyData<T>(path) }));
  return early.path === path ? early.data : undefined;
}
