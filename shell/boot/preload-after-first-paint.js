// Inlined at the end of index.html's body with the build's list of startup chunks (`__HREFS__`):
// asks for them once the first frame is painted and the page's early API answers
// (early-api-calls.js) have been read, or at most PRELOAD_MAX_WAIT_MS (inline-scripts.ts) after that frame, not from <head>.
// Issuing twenty preloads costs the main thread about 100 ms on a mid-range phone, and their
// downloads hold the browser's six connections: the server-included fragment paints, and shows
// the early answers, sooner without them in the way (the browser reads a response's body on the
// main thread between tasks). The shell's own scripts would fetch the same chunks anyway; these
// are hints, so a tab in the background (no frame) loses nothing.
(function (hrefs, maxWaitMs) {
  var preload = function () {
    hrefs.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
    });
  };
  var calls = window.__PANEL_EARLY_API__ || {};
  var answersRead = Promise.all(
    Object.keys(calls).map(function (path) {
      var json = calls[path] && calls[path].json;
      return json && json.catch(function () {});
    }),
  );
  requestAnimationFrame(function () {
    var done = false;
    var once = function () {
      if (done) return;
      done = true;
      setTimeout(preload, 0);
    };
    answersRead.then(once);
    setTimeout(once, maxWaitMs);
  });
})(__HREFS__, __MAX_WAIT_MS__);
