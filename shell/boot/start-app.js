// Inlined first in index.html's <head> (see shell/rsbuild.config.ts) with the shell's entry
// scripts (`__ENTRY_SCRIPTS__`), which the page does not load by itself: `startApp` loads and runs
// them. The end of the body starts the app (preload-after-first-paint.js) unless a
// server-included fragment asked to wait:
// - a fragment that works on its own (the sign-in form: typing, a queued submit, its links)
//   waits for the person's first interaction: the page is usable without evaluating the app's
//   JavaScript, which a phone needs a second or more for, and the app arrives while they type;
//   The invoice's fragment draws the whole invoice from the page's early answers and waits the
//   same way (its route says so, `appOnInteraction` in the route record: the page then asks
//   for none of the app's files before it starts);
// - a fragment that shows some of the page's early answers (the home's balance) waits until
//   they are on screen: a signed-in visitor's page downloads the scripts from the start
//   (preload-first-remote.js calls `preloadApp`) and runs them after.
// Plain script, no imports.
(function (scripts) {
  var boot = (window.__PANEL_BOOT__ = window.__PANEL_BOOT__ || { manifests: {} });
  // The first sign of a person: a pointer moving or pressing, a key, a touch, a scroll, focus
  // (tabbing in, a password manager filling the form), a submit.
  var INTERACTIONS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'focusin', 'submit'];
  var started = false;
  var waiting = [];

  /** Runs `then` once the app's scripts are asked for (at once when they already are). */
  boot.whenAppStarts = function (then) {
    if (started) then();
    else waiting.push(then);
  };

  /** Loads the shell's entry scripts, in order, once. */
  boot.startApp = function () {
    if (started) return;
    started = true;
    INTERACTIONS.forEach(function (type) { document.removeEventListener(type, boot.startApp, true); });
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      // Injected scripts run as soon as they arrive; these must run in the order given.
      script.async = false;
      document.head.appendChild(script);
    });
    waiting.splice(0).forEach(function (then) { then(); });
  };

  /** Asks for `href` ahead of its use (`as`: script, style or fetch), at `priority` when given. */
  boot.preload = function (href, as, priority) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    if (as === 'fetch') link.crossOrigin = 'anonymous';
    if (priority) link.fetchPriority = priority;
    document.head.appendChild(link);
  };

  /** Downloads the entry scripts without running them (a signed-in visitor's page will need them). */
  boot.preloadApp = function () {
    scripts.forEach(function (src) { boot.preload(src, 'script'); });
  };

  /**
   * Asked by a fragment that shows data from the page's early calls: start the app once `shown`
   * settles and that frame is painted, or at `deadline`. Evaluating the app's scripts holds a
   * phone's main thread for half a second or more; when it comes first, the answers that have
   * already arrived wait behind it.
   */
  boot.startAppAfter = function (shown, deadline) {
    if (started) return;
    boot.waitsForData = true;
    var start = function () {
      requestAnimationFrame(function () { setTimeout(boot.startApp, 0); });
    };
    Promise.resolve(shown).then(start, start);
    setTimeout(boot.startApp, deadline);
  };

  /** Asked by a fragment that works without the app: start it on the first interaction instead. */
  boot.startAppOnInteraction = function () {
    if (started) return;
    boot.waitsForInteraction = true;
    INTERACTIONS.forEach(function (type) { document.addEventListener(type, boot.startApp, { capture: true, passive: true }); });
  };
})(__ENTRY_SCRIPTS__);
