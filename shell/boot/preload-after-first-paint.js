// Inlined at the end of index.html's body with the build's list of startup chunks (`__HREFS__`):
// asks for them once the first frame is painted, not from <head>. Issuing twenty preloads costs
// the main thread about 100 ms on a mid-range phone before the parser reaches the body, and their
// downloads hold the browser's six connections: the server-included fragment paints and the early
// API calls answer sooner without them in the way. The shell's own scripts would fetch the same
// chunks anyway; these are hints, so a tab in the background (no frame) loses nothing.
(function (hrefs) {
  var preload = function () {
    hrefs.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
    });
  };
  requestAnimationFrame(function () {
    setTimeout(preload, 0);
  });
})(__HREFS__);
