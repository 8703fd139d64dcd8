// Inlined first in index.html's <head> (see shell/rsbuild.config.ts) with the shell's entry
// scripts (`__ENTRY_SCRIPTS__`), which the page does not load by itself: `startApp` loads
// them. The other boot scripts start it at once for a signed-in visitor (preload-first-remote.js)
// and at the end of the body for everyone else (preload-after-first-paint.js), unless a
// server-included fragment that works on its own (the sign-in form: typing, a queued submit,
// its links) asked to wait for the person's first interaction with the page: the page is then
// usable without evaluating the app's JavaScript, which a phone needs a second or more for,
// and the app arrives while the person types. Plain script, no imports.
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

  /** Asked by a fragment that works without the app: start it on the first interaction instead. */
  boot.startAppOnInteraction = function () {
    if (started) return;
    boot.waitsForInteraction = true;
    INTERACTIONS.forEach(function (type) { document.addEventListener(type, boot.startApp, { capture: true, passive: true }); });
  };
})(__ENTRY_SCRIPTS__);
