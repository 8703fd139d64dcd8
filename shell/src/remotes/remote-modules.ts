import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@panel/rules';
import { ensureRemoteRegistered } from './registry';
import { RemoteLoadError } from './remote-load-error';

/** What a remote exposes: `./app` (its routes) and, for auth, `./setup`. */
export type ExposedModule = 'app' | 'setup';
type ComponentModule = { default: ComponentType };

const pending = new Map<string, Promise<ComponentModule>>();

async function importRemote(name: RemoteName, module: ExposedModule, fresh: boolean) {
  await ensureRemoteRegistered(name, fresh);
  const loaded = await loadRemote<ComponentModule>(`${name}/${module}`);
  if (!loaded?.default) throw new RemoteLoadError(name, 'exposed module');
  return loaded;
}

/**
 * Starts (or joins) the download of a remote module. The shell calls it as early as it
 * knows the route, in parallel with the startup calls, and the route's lazy component
 * reuses the same promise. A failed attempt is forgotten so the next one starts afresh.
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

const lazyComponents = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * The lazy component for one attempt at loading a remote module, created once per attempt
 * so React keeps its state across renders; a retry asks for the next attempt.
 */
export function lazyRemote(
  name: RemoteName,
  module: ExposedModule,
  attempt: number,
): LazyExoticComponent<ComponentType> {
  const key = `${name}/${module}#${attempt}`;
  let component = lazyComponents.get(key);
  if (!component) {
    component = lazy(() => prefetchRemote(name, module, attempt > 0));
    lazyComponents.set(key, component);
  }
  return component;
}
