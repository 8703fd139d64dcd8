import { useEffect, useRef, useState } from 'react';

/** Cloudflare's script, rendering only where and when asked (explicit rendering). */
export const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

interface TurnstileOptions {
  sitekey: string;
  callback(token: string): void;
  'expired-callback'(): void;
  'error-callback'(): void;
}

interface TurnstileApi {
  render(container: HTMLElement, options: TurnstileOptions): string | undefined;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let loading: Promise<TurnstileApi> | null = null;

/** Loads the script once per page; later calls share it. A failed load may be tried again. */
export function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not start')));
    script.onerror = () => reject(new Error('Turnstile could not be loaded'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export type TurnstileStatus = 'off' | 'loading' | 'ready' | 'failed';

/**
 * The Turnstile widget when `sitekey` is set: a container to render into, the current
 * token (single use: call `reset` after every submit that used it) and the load status.
 */
export function useTurnstile(sitekey: string | null) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: TurnstileApi; id: string } | null>(null);
  const [token, setToken] = useState<string | null>(null);
  // What the script did; the status is 'off' whenever no sitekey is given (a screen may ask only on one step).
  const [loadState, setLoadState] = useState<Exclude<TurnstileStatus, 'off'>>('loading');
  const status: TurnstileStatus = sitekey ? loadState : 'off';

  useEffect(() => {
    if (!sitekey) return;
    let active = true;
    loadTurnstile().then(
      (api) => {
        if (!active || !container.current) return;
        const id = api.render(container.current, {
          sitekey,
          callback: (answer) => setToken(answer),
          'expired-callback': () => setToken(null),
          'error-callback': () => setToken(null),
        });
        if (id !== undefined) widget.current = { api, id };
        setLoadState('ready');
      },
      () => active && setLoadState('failed'),
    );
    return () => {
      active = false;
      if (widget.current) widget.current.api.remove(widget.current.id);
      widget.current = null;
    };
  }, [sitekey]);

  const reset = () => {
    setToken(null);
    if (widget.current) widget.current.api.reset(widget.current.id);
  };

  return { container, token, status, reset };
}

export type TurnstileChallenge = ReturnType<typeof useTurnstile>;
