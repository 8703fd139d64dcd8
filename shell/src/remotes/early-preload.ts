import { preloadRemote } from '@module-federation/enhanced/runtime';
import { routeAt, type RemoteName } from '@panel/rules';
import { loadRegistry } from './registry';

/** The remote the first screen needs: a visitor without a session is on their way to sign in. */
export function remoteForFirstScreen(pathname: string, signedIn: boolean): RemoteName | null {
  const route = routeAt(pathname);
  if (!signedIn && !route?.gate?.public) return 'auth';
  return route && route.owner !== 'shell' ? route.owner : null;
}

/**
 * Runs before React and the shared libraries have loaded: reads the registry and lets the
 * federation runtime preload the remote's manifest, entry and first-route chunks, so they
 * download in parallel with react-dom instead of after it.
 */
export function preloadFirstScreenRemote(): void {
  let signedIn = false;
  try {
    signedIn = localStorage.getItem('token') !== null;
  } catch {
    /* storage unavailable: treat as signed out */
  }
  const remote = remoteForFirstScreen(window.location.pathname, signedIn);
  if (!remote) return;
  loadRegistry()
    .then(() => preloadRemote([{ nameOrAlias: remote, exposes: ['./app'], resourceCategory: 'sync' }]))
    .catch(() => undefined); // the route's own load reports failures
}
