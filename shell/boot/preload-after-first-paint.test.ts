import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadAfterFirstPaintScript, startAppScript } from './inline-scripts';

const CHUNKS = ['/static/js/async/npm-react.js', '/static/js/async/src_bootstrap_tsx.js'];
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [link.as, link.getAttribute('href')]);

afterEach(() => {
  document.head.replaceChildren();
  delete window.__PANEL_BOOT__;
  vi.useRealTimers();
});

describe('the startup chunks preloaded after the first paint', () => {
  it('are not asked for while the page is being parsed, only once a frame has been painted', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    new Function(startAppScript([]))();
    new Function(preloadAfterFirstPaintScript(CHUNKS))();
    expect(preloads()).toEqual([]);

    vi.advanceTimersToNextFrame();
    expect(preloads()).toEqual([]);

    vi.runOnlyPendingTimers();
    expect(preloads()).toEqual(CHUNKS.map((href) => ['script', href]));
  });
});
