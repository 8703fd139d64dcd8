// First of all scripts: a backend that returns to /auth/authenticated with ?token=…&id=…
// put a credential in the URL. It becomes the session (localStorage, where startup reads it)
// and leaves the address bar and the history entry before any other script, our own or an
// outside one, can read it.
(function () {
  if (location.pathname !== '/auth/authenticated') return;
  var params = new URLSearchParams(location.search);
  var token = params.get('token');
  var id = params.get('id');
  if (token === null && id === null) return;
  params.delete('token');
  params.delete('id');
  var rest = params.toString();
  history.replaceState(history.state, '', location.pathname + (rest ? '?' + rest : '') + location.hash);
  if (!token || !id) return;
  try {
    localStorage.setItem('token', token);
    localStorage.setItem('userId', id);
    localStorage.removeItem('user');
  } catch (e) {
    // Storage unavailable: nothing to sign in with, but the URL is clean.
  }
})();
