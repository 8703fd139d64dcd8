import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@panel/ui/styles.css';
import { App } from './app/App';
import { resolveRoute } from './app/resolve-route';
import { prefetchRemote } from './remotes/remote-modules';
import { readItem, STORAGE_KEYS } from '@panel/session';

// Start downloading the remote this route needs now, in parallel with the startup calls;
// a visitor without a session will be sent to sign in, so that is the remote they need.
const route = resolveRoute(window.location.pathname);
const signedIn = readItem(STORAGE_KEYS.token) !== null;
const needed = route && !signedIn && !route.gate?.public ? 'auth' : route?.owner;
if (needed && needed !== 'shell') void prefetchRemote(needed).catch(() => undefined);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
