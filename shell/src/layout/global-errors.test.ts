import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForGlobalProblems } from './global-errors';

let stop = () => {};
afterEach(() => stop());

const listen = () => {
  const report = vi.fn();
  stop = listenForGlobalProblems(report);
  return report;
};

const rejection = (reason: unknown) => {
  const event = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
  Object.defineProperty(event, 'reason', { value: reason });
  window.dispatchEvent(event);
  return event;
};

const chunkError = (message: string, name = 'Error') => Object.assign(new Error(message), { name });

describe('listenForGlobalProblems', () => {
  it.each([
    ['a ChunkLoadError', chunkError('Loading chunk 42 failed.', 'ChunkLoadError'), 'chunk-load'],
    ['a failed chunk by message', chunkError('Loading chunk billing_app failed. (error: http://x/1.js)'), 'chunk-load'],
    ['a failed CSS chunk', chunkError('Loading CSS chunk 7 failed.'), 'chunk-load'],
    ['any other error', new TypeError('x is undefined'), 'unexpected'],
    ['a non-error reason', 'nope', 'unexpected'],
  ])('reports an unhandled rejection with %s as %s', (_name, reason, problem) => {
    const report = listen();
    const event = rejection(reason);
    expect(report).toHaveBeenCalledWith(problem);
    expect(event.defaultPrevented).toBe(true);
  });

  it('reports an uncaught chunk error event as chunk-load', () => {
    const report = listen();
    const error = chunkError('Loading chunk 1 failed.', 'ChunkLoadError');
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    expect(report).toHaveBeenCalledWith('chunk-load');
  });

  it('reports the preload-error event (spec section 8) as chunk-load', () => {
    const report = listen();
    const event = new Event('preload-error', { cancelable: true });
    window.dispatchEvent(event);
    expect(report).toHaveBeenCalledWith('chunk-load');
    expect(event.defaultPrevented).toBe(true);
  });

  it('ignores resource load errors without an error or message', () => {
    const report = listen();
    window.dispatchEvent(new ErrorEvent('error'));
    expect(report).not.toHaveBeenCalled();
  });

  it('stops listening when unsubscribed', () => {
    const report = listen();
    stop();
    rejection(chunkError('Loading chunk 1 failed.', 'ChunkLoadError'));
    expect(report).not.toHaveBeenCalled();
  });
});
