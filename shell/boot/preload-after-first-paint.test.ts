import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRELOAD_MAX_WAIT_MS, preloadAfterFirstPaintScript } from './inline-scripts';

const CHUNKS = ['/static/js/async/npm-react.js', '/static/js/async/src_bootstrap_tsx.js'];
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [link.as, link.getAttribute('href')]);

afterEach(() => {
  document.head.replaceChildren();
  delete window.__PANEL_EARLY_API__;
  vi.useRealTimers();
});

/** An early call (early-api-calls.js) whose answer is read when `settle` is called. */
function pendingEarlyCall() {
  let settle: (ok: boolean) => void = () => {};
  const json = new Promise((resolve, reject) => {
    settle = (ok) => (ok ? resolve({}) : reject(new Error('answered 500')));
  });
  return { call: { token: 'tok-1', startedAt: Date.now(), response: new Promise<Response>(() => {}), json }, settle };
}

describe('the startup chunks preloaded after the first paint', () => {
  it('are not asked for while the page is being parsed, only once a frame has been painted', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    new Function(preloadAfterFirstPaintScript(CHUNKS))();
    expect(preloads()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(preloads()).toEqual([]);

    vi.advanceTimersToNextFrame();
    expect(preloads()).toEqual([]);
    // A page without early calls (no session, or no storage) has nothing to wait for.
    await vi.advanceTimersByTimeAsync(1);
    expect(preloads()).toEqual(CHUNKS.map((href) => ['script', href]));
  });

  it.each([
    ['read', true],
    ['refused', false],
  ])('wait, after the first frame, until the page’s early API answers are %s', async (_, ok) => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const early = pendingEarlyCall();
    window.__PANEL_EARLY_API__ = { '/api/invoices/inv-1': early.call };
    new Function(preloadAfterFirstPaintScript(CHUNKS))();
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(PRELOAD_MAX_WAIT_MS / 2);
    expect(preloads()).toEqual([]);

    early.settle(ok);
    await vi.advanceTimersByTimeAsync(1);
    expect(preloads()).toEqual(CHUNKS.map((href) => ['script', href]));
  });

  it('do not wait longer than a moment for answers that do not come', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    window.__PANEL_EARLY_API__ = { '/api/': pendingEarlyCall().call };
    new Function(preloadAfterFirstPaintScript(CHUNKS))();
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(PRELOAD_MAX_WAIT_MS - 1);
    expect(preloads()).toEqual([]);
    await vi.advanceTimersByTimeAsync(2);
    expect(preloads()).toEqual(CHUNKS.map((href) => ['script', href]));
    // Asked for once only, whatever comes later.
    expect(preloads()).toHaveLength(CHUNKS.length);
  });
});
