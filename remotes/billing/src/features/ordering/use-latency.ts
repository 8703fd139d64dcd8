import { useEffect, useState } from 'react';

const SAMPLES = 3;

/** Whether the page may time `url`: only its own origin (the page's CSP allows no other, and a refused request logs an error). */
export function measurable(url: string, origin: string = location.origin): boolean {
  if (!url) return false;
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}

/** The best of a few round trips to `url`, in whole milliseconds; null until measured, or when it cannot be. */
export function useLatency(url: string): number | null {
  const [latency, setLatency] = useState<number | null>(null);
  useEffect(() => {
    if (!measurable(url)) return undefined;
    const abort = new AbortController();
    void (async () => {
      let best = Infinity;
      for (let sample = 0; sample < SAMPLES; sample += 1) {
        const started = performance.now();
        try {
          await fetch(url, { cache: 'no-store', signal: abort.signal });
        } catch {
          return;
        }
        best = Math.min(best, performance.now() - started);
      }
      setLatency(Math.max(1, Math.round(best)));
    })();
    return () => abort.abort();
  }, [url]);
  return latency;
}
