import { lazy, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@panel/rules';
import { ensureRemoteRegistered } from './registry';
import { RemoteLoadError } from './remote-load-error';

/** What a remote exposes: `./app` (its routes) and, for auth, `./setup`. */
export type ExposedModule = 'app' | 'setup';
type ComponentModule = { default: ComponentType };

const pending = new Map<string, Promise<ComponentModule>>();
const loaded = new Map<string, ComponentType>();

async function importRemote(name: RemoteName, module: ExposedModule, fresh: boolean) {
  await ensureRemoteRegistered(name, fresh);
  const exposed = await loadRemote<ComponentModule>(`${name}/${module}`);
  if (!exposed?.default) throw new RemoteLoadError(name, 'exposed module');
  loaded.set(`${name}/${module}`, exposed.default);
  return exposed;
}

/**
 * Starts (or joins) the download of a remote module. The shell calls it as early as it
 * knows the route, in parallel with the startup calls, and the route's component reuses
 * the same promise. A failed attempt is forgotten so the next one starts afresh.
 */
export function prefetchRemote(name: RemoteName, module: ExposedModule = 'app', fresh = false) {
  const key = `${name}/${module}`;
  let promise = fresh ? undefined : pending.get(key);
  if (!promise) {
    promise = importRemote(name, module, fresh);
    promise.catch(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

/**
 * The component for one attempt at showing a remote module: the module itself when it has
 * already arrived (rendering at once, with no Suspense fallback to reveal later), otherwise
 * a lazy component; a retry (attempt > 0) always loads afresh.
 */
export function remoteComponent(name: RemoteName, module: ExposedModule, attempt: number): ComponentType {
  const ready = attempt === 0 ? loaded.get(`${name}/${module}`) : undefined;
  return ready ?? lazy(() => prefetchRemote(name, module, attempt > 0));
}
