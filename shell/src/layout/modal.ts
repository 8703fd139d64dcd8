import { lazyPart } from './lazy-part';

/**
 * The kit's Modal (Radix dialog, focus trap, scroll lock) for the shell's own dialogs: fetched
 * when one of them is about to open, not with every first screen.
 */
export const lazyModal = lazyPart(() => import('./modal-component'));
