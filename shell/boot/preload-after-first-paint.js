// Inlined at the end of index.html's body with the build's list of startup chunks (`__HREFS__`):
// starts the app unless a fragment asked it to wait for an interaction (start-app.js), and asks
// for the chunks once the first frame is painted and the app has started, not from <head>. Issuing twenty preloads costs
// the main thread about 100 ms on a mid-range phone before the parser reaches the body, and their
// downloads hold the browser's six connections: the server-included fragment paints and the early
// API calls answer sooner without them in the way. The shell's own scripts would fetch the same
// chunks anyway; these are hints, so a tab in the background (no frame) loses nothing.
(function (hrefs) {
  var boot = window.__PANEL_BOOT__;
  var preload = function () {
    hrefs.forEach(function (href) { boot.preload(href, 'script', 'low'); });
  };
  // Every fragment that may wait for an interaction has been parsed by now (start-app.js).
  if (!boot.waitsForInteraction && !boot.waitsForData) boot.startApp();
  boot.whenAppStarts(function () {
    requestAnimationFrame(function () {
      setTimeout(preload, 0);
    });
  });
})(__HREFS__);
