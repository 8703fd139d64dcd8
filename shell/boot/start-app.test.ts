import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadAfterFirstPaintScript, startAppScript } from './inline-scripts';

const ENTRY = ['/static/js/runtime.js', '/static/js/index.js'];
const CHUNKS = ['/static/js/async/npm-react.js'];

/** The entry scripts the page has asked for, in order, and whether each keeps that order. */
const entryScripts = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => [script.getAttribute('src'), script.async]);
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.getAttribute('href'));

/** index.html's head: start-app.js with the build's entry scripts. */
const runHead = () => new Function(startAppScript(ENTRY))();
/** The end of index.html's body: start the app unless a fragment waits, then the preloads. */
const runBodyEnd = () => new Function(preloadAfterFirstPaintScript(CHUNKS))();

// The preloads wait for a frame: on fake timers, so none is left to run after a test.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
});

afterEach(() => {
  window.__PANEL_BOOT__?.startApp?.(); // removes its listeners, whatever the test left
  document.head.replaceChildren();
  delete window.__PANEL_BOOT__;
  vi.useRealTimers();
});

describe('starting the app (boot/start-app.js)', () => {
  it('loads nothing by itself: the page asks for the entry scripts at the end of the body, in order', () => {
    runHead();
    expect(entryScripts()).toEqual([]);

    runBodyEnd();
    expect(entryScripts()).toEqual(ENTRY.map((src) => [src, false]));
  });

  it('starts once, whoever asks again', () => {
    runHead();
    window.__PANEL_BOOT__?.startApp?.();
    runBodyEnd();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(entryScripts()).toHaveLength(ENTRY.length);
  });

  it('runs what waits for the start at the start, and at once after it', () => {
    runHead();
    const boot = window.__PANEL_BOOT__!;
    const first = vi.fn();
    boot.whenAppStarts?.(first);
    expect(first).not.toHaveBeenCalled();
    boot.startApp?.();
    expect(first).toHaveBeenCalledOnce();
    const later = vi.fn();
    boot.whenAppStarts?.(later);
    expect(later).toHaveBeenCalledOnce();
  });

  it.each(['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'focusin', 'submit'])(
    'for a fragment that works on its own, waits for the first interaction (%s)',
    (type) => {
      runHead();
      window.__PANEL_BOOT__?.startAppOnInteraction?.();
      runBodyEnd();
      expect(entryScripts()).toEqual([]);
      expect(preloads()).toEqual([]);

      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      expect(entryScripts()).toEqual(ENTRY.map((src) => [src, false]));
    },
  );

  it('a fragment that finds it needs the app after all starts it without an interaction', () => {
    runHead();
    window.__PANEL_BOOT__?.startAppOnInteraction?.();
    runBodyEnd();
    window.__PANEL_BOOT__?.startApp?.();
    expect(entryScripts()).toHaveLength(ENTRY.length);
  });

  it('the startup chunks are preloaded after the first frame once the app has started, not before', () => {
    runHead();
    window.__PANEL_BOOT__?.startAppOnInteraction?.();
    runBodyEnd();
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(preloads()).toEqual([]);

    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(preloads()).toEqual(CHUNKS);
  });

  it('a signed-in page downloads the entry scripts early without running them', () => {
    runHead();
    window.__PANEL_BOOT__?.preloadApp?.();
    expect(preloads()).toEqual(ENTRY);
    expect(entryScripts()).toEqual([]);
  });

  it('for a fragment showing early answers, starts once they are shown and painted, not at the end of the body', async () => {
    runHead();
    let show = () => {};
    window.__PANEL_BOOT__?.startAppAfter?.(new Promise<void>((resolve) => (show = resolve)), 3000);
    runBodyEnd();
    expect(entryScripts()).toEqual([]);

    show();
    await Promise.resolve();
    await Promise.resolve();
    expect(entryScripts()).toEqual([]);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1); // a 0 ms timeout set by a frame callback is due the next millisecond
    expect(entryScripts()).toEqual(ENTRY.map((src) => [src, false]));
  });

  it('starts when showing the early answers failed', async () => {
    runHead();
    window.__PANEL_BOOT__?.startAppAfter?.(Promise.reject(new Error('refused')), 3000);
    runBodyEnd();
    await Promise.resolve();
    await Promise.resolve();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1); // a 0 ms timeout set by a frame callback is due the next millisecond
    expect(entryScripts()).toHaveLength(ENTRY.length);
  });

  it('starts at the deadline when the early answers never come', () => {
    runHead();
    window.__PANEL_BOOT__?.startAppAfter?.(new Promise(() => {}), 3000);
    runBodyEnd();
    vi.advanceTimersByTime(2999);
    expect(entryScripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(entryScripts()).toHaveLength(ENTRY.length);
  });
});
