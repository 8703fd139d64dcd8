import { matchRoute, type RemoteName } from '@panel/rules';

/**
 * The remote the first screen needs: a visitor without a session is on their way to sign
 * in. index.html's inline script (shell/boot/preload-first-remote.js) makes the same choice
 * before any bundle runs, from the same route table.
 */
export function remoteForFirstScreen(pathname: string, signedIn: boolean): RemoteName | null {
  const route = matchRoute(pathname)?.route;
  if (!signedIn && !route?.gate?.public) return 'auth';
  return route && route.owner !== 'shell' ? route.owner : null;
}
