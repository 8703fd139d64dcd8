import { useLayoutEffect } from 'react';
import { removeBootFragment } from './boot-fragment';

/**
 * Rendered beside whatever replaces the server-included fragment: removes the fragment in
 * the same frame, so the page never shows both or neither.
 */
export function BootFragmentDone() {
  useLayoutEffect(removeBootFragment, []);
  return null;
}
