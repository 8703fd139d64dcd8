// Inlined into index.html (see shell/boot/inline-scripts.ts) and run before any bundle: for
// a signed-in visitor, starts the first GET calls of the page (the user info, the instance
// configuration, and the calls the route record lists for this route) while the JavaScript is
// still downloading. A remote's server-included fragment may show these answers before the
// app has arrived (the invoice's amount in the instance currency, the home's balance). `match`
// is the route at this path and its params, by the record's own matcher (inlined at build
// time). The API client (shared/api/src/early-responses.ts) takes each answer once instead
// of asking again. Plain script, no imports; a failed call here is simply asked again by the client.
(function (match) {
  var token;
  var userId;
  try {
    token = localStorage.getItem('token');
    userId = localStorage.getItem('userId');
  } catch (ignored) {
    return;
  }
  if (!token || !userId) return;
  var calls = (window.__PANEL_EARLY_API__ = {});
  var get = function (path) {
    var response = fetch(path, { headers: { Authorization: 'Bearer ' + token } });
    var call = (calls[path] = { token: token, startedAt: Date.now(), response: response });
    // The parsed answer too, so a screen can render it in its very first render.
    response
      .then(function (answer) { return answer.ok ? answer.clone().json() : undefined; })
      .then(function (data) { call.data = data; })
      .catch(function () {});
  };
  get('/api/user/' + encodeURIComponent(userId) + '/info');
  // The configuration too: its currency formats any amount a fragment shows.
  get('/api/');

  if (!match || !match.route.firstCalls) return;
  match.route.firstCalls.forEach(function (template) {
    get(template.replace(/:(\w+)/g, function (all, name) { return encodeURIComponent(match.params[name]); }));
  });
})(__ROUTE__);
