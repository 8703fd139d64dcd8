import { useEffect, useEffectEvent, useRef } from 'react';
import { Button } from '@panel/ui';
import { useBillingT } from '../../messages';

/** Spec section 9: the thank-you overlay stays 5 s; confetti is 50 pieces lasting 2000 ms. */
export const SUCCESS_OVERLAY_MS = 5000;
export const CONFETTI = { pieces: 50, durationMs: 2000 } as const;
const FRAMES_PER_SECOND = 60;

/**
 * The thank-you overlay shown after a payment (`?success`); it closes itself after 5 s, or at
 * once on a click, Escape or its close button, which has the focus meanwhile (given back after).
 */
export function SuccessOverlay({ onDone }: { onDone: () => void }) {
  const t = useBillingT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const finish = useEffectEvent(onDone);

  useEffect(() => {
    const timer = setTimeout(() => finish(), SUCCESS_OVERLAY_MS);
    let reset: (() => void) | undefined;
    // The confetti library is fetched only for this overlay, never for a plain invoice view.
    void import('canvas-confetti')
      .then(({ default: confetti }) => {
        if (!canvas.current) return;
        const fire = confetti.create(canvas.current, { resize: true, disableForReducedMotion: true });
        reset = () => fire.reset();
        void fire({ particleCount: CONFETTI.pieces, ticks: (CONFETTI.durationMs / 1000) * FRAMES_PER_SECOND, spread: 90, origin: { y: 0.6 } });
      })
      .catch(() => undefined); // Decoration only: the thank-you text stays without it.
    return () => {
      clearTimeout(timer);
      reset?.();
    };
  }, []);

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && finish();
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      if (before?.isConnected) before.focus();
    };
  }, []);

  return (
    <div className="success-overlay" role="status" aria-live="polite" onClick={onDone}>
      <canvas ref={canvas} className="success-confetti" aria-hidden="true" />
      <div className="success-card">
        <p className="success-title">{t('thankYou')}</p>
        <p>{t('invoiceIsPaid')}</p>
        <Button
          ref={close}
          variant="secondary"
          size="sm"
          className="success-close"
          onClick={(event) => {
            event.stopPropagation();
            onDone();
          }}
        >
          {t('close')}
        </Button>
      </div>
    </div>
  );
}
