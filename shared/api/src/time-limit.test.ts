import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallTimedOut, withTimeLimit } from './time-limit';

const hung = (request: Request) =>
  new Promise<Response>((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));

describe('withTimeLimit', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rejects with CallTimedOut and aborts the request when no answer came in time', async () => {
    let sent: Request | undefined;
    const result = withTimeLimit(new Request('http://localhost/api/'), (request) => ((sent = request), hung(request)), 1000);
    const settled = expect(result).rejects.toBeInstanceOf(CallTimedOut);
    await vi.advanceTimersByTimeAsync(1000);
    await settled;
    expect(sent?.signal.aborted).toBe(true);
  });

  it('passes an answer that came in time through, and stops its timer', async () => {
    const answer = new Response('{}');
    await expect(withTimeLimit(new Request('http://localhost/api/'), async () => answer, 1000)).resolves.toBe(answer);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('still honours the caller’s own abort', async () => {
    const caller = new AbortController();
    const result = withTimeLimit(new Request('http://localhost/api/', { signal: caller.signal }), hung, 1000);
    caller.abort(new Error('left the page'));
    await expect(result).rejects.toThrow('left the page');
  });
});
