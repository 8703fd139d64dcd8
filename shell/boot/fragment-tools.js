// Inlined into index.html (see shell/boot/inline-scripts.ts) before any bundle: what the
// remotes' server-included fragments (remotes/*/public/fragments/) share, so each fragment's
// own inline script says only what it shows. Plain script, no imports. A fragment served by a
// shell without these tools removes itself and the app does the rest.
window.__PANEL_FRAGMENT__ = {
  /**
   * Keeps `fragment` for a signed-in visitor only (the app sends anyone else to sign in) and
   * without its frame stand-ins (`.sidebar`, `.boot-frame-topbar`) under `?noSidebar=true`, with
   * its `data-fr` texts in French on a French page. False when the fragment has gone.
   */
  keepForSignedIn: function (fragment) {
    try {
      if (!localStorage.getItem('token')) return fragment.remove(), false;
      if (new URLSearchParams(location.search).get('noSidebar') === 'true') fragment.querySelectorAll('.sidebar, .boot-frame-topbar').forEach(function (bar) { bar.remove(); });
    } catch (unavailable) {
      return fragment.remove(), false;
    }
    this.inPageLanguage(fragment);
    return true;
  },

  /**
   * For a fragment that works without the app (typing, a queued submit, links): the app starts
   * on the person's first interaction rather than with the page (boot/start-app.js).
   */
  startAppOnInteraction: function () {
    window.__PANEL_BOOT__.startAppOnInteraction();
  },

  /**
   * For a fragment that shows the page's early answers: the app starts once `shown` (the fill)
   * has settled and been painted, at the latest after 3 s (boot/start-app.js).
   */
  startAppAfter: function (shown) {
    window.__PANEL_BOOT__.startAppAfter(shown, 3000);
  },

  /** Starts the app now: the fragment found it needs it (start-app.js). */
  startApp: function () {
    window.__PANEL_BOOT__.startApp();
  },

  /** The fragment's `data-fr` texts in French on a French page. */
  inPageLanguage: function (fragment) {
    if (this.language() === 'fr') fragment.querySelectorAll('[data-fr]').forEach(function (text) { text.textContent = text.getAttribute('data-fr'); });
  },

  /** The page's language, as the boot script set it on <html>. */
  language: function () {
    return document.documentElement.lang === 'fr' ? 'fr' : 'en';
  },

  /**
   * The parsed answers of the page's early calls (boot/early-api-calls.js) to these paths, or
   * a rejection when one was not started or did not answer 2xx. Read only: the app's first
   * render reads the same answers (the API client still reads the response itself).
   */
  earlyAnswers: function (paths) {
    var calls = window.__PANEL_EARLY_API__;
    return Promise.all(paths.map(function (path) {
      var call = calls && calls[path];
      if (!call) return Promise.reject(new Error(path + ' was not called early'));
      return call.json;
    }));
  },

  /**
   * Starts a signed-in GET the way the page's early calls are made (once per path), so the app
   * takes its answer instead of asking again; its parsed answer, or a rejection.
   */
  callEarly: function (path) {
    var get = window.__PANEL_EARLY_GET__;
    return get ? get(path) : Promise.reject(new Error('no early calls on this page'));
  },

  /** The path of the signed-in visitor's early user call (boot/early-api-calls.js), or null. */
  userInfoPath: function () {
    try {
      var userId = localStorage.getItem('userId');
      return userId ? '/api/user/' + encodeURIComponent(userId) + '/info' : null;
    } catch (unavailable) {
      return null;
    }
  },

  /** The instance currency of `GET /api/`'s answer when it is well formed, else null. */
  currencyOf: function (config) {
    var currency = config && config.currency;
    return currency && typeof currency.abbreviation === 'string' && typeof currency.symbol === 'string' ? currency : null;
  },
};
