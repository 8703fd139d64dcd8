import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readItem, STORAGE_KEYS } from '@panel/session';
import { language, loadLanguage } from '@panel/ui';
import { App } from './app/App';
import { signedInFrame } from './layout/signed-in-frame';
import { remoteForFirstScreen } from './remotes/first-screen';
import { RemoteLoadError } from './remotes/remote-load-error';
import { prefetchRemote } from './remotes/remote-modules';
import { beginStartup } from './startup/first-startup';

// Evaluate the first screen's remote now, while the startup calls are in flight.
const signedIn = readItem(STORAGE_KEYS.token) !== null;
const firstRemote = remoteForFirstScreen(window.location.pathname, signedIn);
if (firstRemote) void prefetchRemote(firstRemote).catch(() => undefined);
// A signed-in visitor's pages have the frame: fetch it alongside, so it is there when they render.
if (signedIn) void signedInFrame.load().catch(() => undefined);
// The shell's own messages in the person's language, before its first render: a French reader
// never sees English first. Never rejects (English stands in for a bundle that fails).
const messagesReady = loadLanguage(language.get());
// Meanwhile the startup calls are already on their way.
beginStartup(window.location);

// A server-included fragment may start the app before the parser has reached #root
// (shell/boot/start-app.js): render into it once the page is parsed.
const documentParsed =
  document.readyState === 'loading'
    ? new Promise<void>((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }))
    : Promise.resolve();

void Promise.all([documentParsed, messagesReady]).then(() => {
  const container = document.getElementById('root');
  if (!container) return;
  const root = createRoot(container, {
    // A remote that could not be loaded is expected (server down, redeploy) and its boundary
    // already says so with a Retry; React would also log it as a console error.
    onCaughtError(error) {
      if (!(error instanceof RemoteLoadError)) console.error(error);
    },
  });
  // A transition renders in slices that yield to the browser, so starting the app never
  // blocks input for long on a slow phone.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
