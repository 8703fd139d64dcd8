/**
 * Wraps an async task so that calls made while one is running share its promise instead of
 * starting another (a double click never creates two PayPal orders). Once it settles, the
 * next call starts afresh.
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= task().finally(() => {
      running = null;
    });
    return running;
  };
}
