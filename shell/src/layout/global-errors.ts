export type GlobalProblem = 'chunk-load' | 'unexpected';

const isChunkLoadError = (reason: unknown): boolean =>
  reason instanceof Error &&
  (reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(reason.message));

/**
 * The global error handler: an uncaught error or rejection, or a script chunk that failed
 * to download (spec section 8's preload-error), raises the popup instead of leaving the
 * page half-broken. Returns the unsubscribe function.
 */
export function listenForGlobalProblems(report: (problem: GlobalProblem) => void): () => void {
  const onError = (event: ErrorEvent) => {
    if (!event.error && !event.message) return; // resource errors are handled where they occur
    report(isChunkLoadError(event.error) ? 'chunk-load' : 'unexpected');
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    event.preventDefault();
    report(isChunkLoadError(event.reason) ? 'chunk-load' : 'unexpected');
  };
  const onPreloadError = (event: Event) => {
    event.preventDefault();
    report('chunk-load');
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('preload-error', onPreloadError);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener('preload-error', onPreloadError);
  };
}
