// Inlined into index.html (see shell/boot/inline-scripts.ts) and run before any bundle: starts
// the first GET calls of the page while the JavaScript is still downloading. For a signed-in
// visitor: the user info, the instance configuration, and the calls the route record lists
// for this route; for anyone else, the configuration only (the sign-in fragment names the host
// from it). A remote's server-included fragment may show these answers before the
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
  var calls = (window.__PANEL_EARLY_API__ = {});
  var signedIn = Boolean(token && userId);
  if (!signedIn) token = null;
  var get = function (path) {
    var response = fetch(path, signedIn ? { headers: { Authorization: 'Bearer ' + token } } : undefined);
    // The answer read once, for the fragments (fragment-tools.js) and the app's first render
    // alike: a 2xx answer's body, or a rejection.
    var json = response.then(function (answer) {
      if (!answer.ok) throw new Error(path + ' answered ' + answer.status);
      return answer.clone().json();
    });
    var call = (calls[path] = { token: token, startedAt: Date.now(), response: response, json: json });
    // The parsed answer too, so a screen can render it in its very first render.
    json.then(function (data) { call.data = data; }, function () {});
  };
  // A fragment may start more signed-in calls from what the first ones answered (the home:
  // each of the servers its list names), taken by the API client the same way.
  if (signedIn) {
    window.__PANEL_EARLY_GET__ = function (path) {
      if (!calls[path]) get(path);
      return calls[path].json;
    };
    get('/api/user/' + encodeURIComponent(userId) + '/info');
  }
  // The configuration: its currency formats any amount a fragment shows, its name and
  // settings what the sign-in fragment shows.
  get('/api/');
  if (!signedIn) return;

  if (!match || !match.route.firstCalls) return;
  // `:me` is the signed-in user's id; any other `:name` the route's own parameter.
  match.route.firstCalls.forEach(function (template) {
    get(template.replace(/:(\w+)/g, function (all, name) { return encodeURIComponent(name === 'me' ? userId : match.params[name]); }));
  });
})(__ROUTE__);
