import { useEffect, useRef } from 'react';
import { useLocation } from '@panel/router';

/** How long a page may take to show its heading (its remote loading on a slow line) before focus is left alone. */
export const HEADING_WAIT_MS = 10_000;

const pageHeading = (): HTMLElement | null =>
  document.querySelector<HTMLElement>('[data-page-heading]') ?? document.querySelector<HTMLElement>('h1');

/** Whether the new page already put focus inside itself (a field it focuses on arrival): that wins. */
function pageHoldsFocus(heading: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return false;
  return heading.closest('[data-boundary], main')?.contains(active) ?? false;
}

function focusHeading(heading: HTMLElement): void {
  if (pageHoldsFocus(heading)) return;
  // A heading is not focusable by itself; -1 keeps it out of the Tab order.
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}

/**
 * After each client-side navigation to another path (not on the first load, and not when only
 * the query changes), focus moves to the new page's heading (`[data-page-heading]`, else its
 * `h1`), so a screen reader announces the page and Tab continues from there. Remotes load
 * lazily, so the heading is awaited.
 */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const present = pageHeading();
    if (present) {
      focusHeading(present);
      return;
    }
    const observer = new MutationObserver(() => {
      const heading = pageHeading();
      if (!heading) return;
      stop();
      focusHeading(heading);
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
