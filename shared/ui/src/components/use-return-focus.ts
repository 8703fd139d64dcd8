import { useRef } from 'react';

/**
 * Radix gives the focus back to its Trigger only; a dialog opened from anything else (a menu
 * item, a button that sets state) would leave it on <body>. These handlers remember what had
 * the focus when the dialog opened and give it back on close.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}
