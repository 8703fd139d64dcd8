/**
 * How long a call may wait for its answer before the screen says the server did not answer
 * and offers Retry (the spec's `timeout` loading state). A slow mobile network answers a
 * normal call in well under this; a hung backend never does.
 */
export const CALL_TIME_LIMIT_MS = 15_000;

/** The reason a call is aborted with when its time is up. */
export class CallTimedOut extends Error {
  override readonly name = 'CallTimedOut';
  constructor(readonly limitMs: number) {
    super(`No answer within ${limitMs / 1000} s`);
  }
}

/**
 * Sends `request` through `send`, rejecting with CallTimedOut (and aborting the request) when
 * no answer has arrived after `limitMs`. The caller's own abort still works.
 */
export function withTimeLimit(
  request: Request,
  send: (request: Request) => Promise<Response>,
  limitMs = CALL_TIME_LIMIT_MS,
): Promise<Response> {
  const controller = new AbortController();
  const timedOut = new CallTimedOut(limitMs);
  const timer = setTimeout(() => controller.abort(timedOut), limitMs);
  const signal = AbortSignal.any([request.signal, controller.signal]);
  const limited = new Request(request, { signal });
  return new Promise<Response>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    send(limited).then(resolve, reject);
  }).finally(() => clearTimeout(timer));
}
