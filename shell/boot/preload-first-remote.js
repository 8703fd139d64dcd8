// Inlined into index.html (see shell/rsbuild.config.ts) and run before any bundle: asks for
// the first screen's remote's manifest, and once the app starts (start-app.js) for its entry
// and first-route chunks, while the shell's own JavaScript is still on its way. `match` is the route at this path, by the route
// record's own matcher (inlined at build time). The same choice as the shell's
// remoteForFirstScreen: a visitor without a session is on their way to sign in. Plain
// script, no imports; failures are ignored here because the shell's own loader reports them.
(function (match) {
  var route = match && match.route;
  var signedIn = false;
  try {
    signedIn = localStorage.getItem('token') !== null;
  } catch (ignored) {
    // storage unavailable: treat the visitor as signed out
  }
  var remote = !signedIn && !(route && route.public) ? 'auth' : route && route.owner !== 'shell' ? route.owner : null;
  var json = function (response) {
    if (!response.ok) throw new Error(response.url + ' answered ' + response.status);
    return response.json();
  };
  // Handed to the shell's loader (shell/src/remotes/boot-handoff.ts), which reuses these
  // answers instead of asking the network again.
  // start-app.js made the object; the shell's loader reads what this script adds to it.
  var boot = window.__PANEL_BOOT__;
  // A signed-in visitor's screen needs the app: download it now. It starts at the end of the
  // body, or once a fragment has shown its early data (start-app.js says why). A route whose
  // fragment draws the whole screen and waits for the person (`appOnInteraction`) asks for
  // nothing of the app until it starts: its early API calls have the connections to themselves,
  // and a phone's main thread is not busy with the app's files while the screen is drawn.
  var waitsForPerson = signedIn && route && route.appOnInteraction;
  if (waitsForPerson) boot.whenAppStarts(askForTheApp);
  else {
    if (signedIn) boot.preloadApp();
    askForTheApp();
  }

  function askForTheApp() {
    boot.registry = fetch('/remotes.json').then(json);
    boot.registry.catch(function () {});
    if (!remote) return;
    // The shared libraries the shell itself provides, from its own federation manifest.
    var shellShared = !signedIn ? Promise.resolve(null) : fetch('/mf-manifest.json')
      .then(json)
      .then(function (manifest) { return (manifest.shared || []).map(function (shared) { return shared.name; }); })
      .catch(function () { return null; });
    boot.registry
      .then(function (registry) {
        var entry = (registry.remotes || []).filter(function (r) { return r.name === remote; })[0];
        if (!entry) return;
        var manifestRequest = (boot.manifests[entry.entry] = fetch(entry.entry).then(json));
        return manifestRequest.then(function (manifest) {
          return new Promise(boot.whenAppStarts).then(function () { return manifest; });
        }).then(function (manifest) {
          var base = manifest.metaData.publicPath === 'auto' ? new URL('.', entry.entry).href : manifest.metaData.publicPath;
          var remoteEntry = manifest.metaData.remoteEntry;
          boot.preload(base + (remoteEntry.path ? remoteEntry.path + '/' : '') + remoteEntry.name, 'script');
          (manifest.exposes || []).forEach(function (expose) {
            if (expose.path !== './app') return;
            expose.assets.js.sync.forEach(function (file) { boot.preload(base + file, 'script'); });
            expose.assets.css.sync.forEach(function (file) { boot.preload(base + file, 'style'); });
          });
          // Shared libraries only this remote brings (the shell provides the others): without
          // a hint they are found only once the remote's entry has run. Signed-in screens load
          // their data with them; a signed-out visitor's sign-in form needs none.
          if (!signedIn) return;
          return shellShared.then(function (provided) {
            if (!provided) return;
            (manifest.shared || []).forEach(function (shared) {
              if (provided.indexOf(shared.name) !== -1) return;
              shared.assets.js.sync.forEach(function (file) { boot.preload(base + file, 'script'); });
            });
          });
        });
      })
      .catch(function () {});
  }
})(__ROUTE__);
