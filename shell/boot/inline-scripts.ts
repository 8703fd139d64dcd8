import fs from 'node:fs';
import path from 'node:path';
import { ROUTES } from '@panel/rules';

/** The owner of each first path segment: what the inline preload and the server's fragment include need. */
export function routeOwnersBySegment(): Record<string, string> {
  const owners: Record<string, string> = {};
  for (const route of ROUTES) {
    if (route.owner !== 'shell') owners[route.path.split('/')[1] ?? ''] ??= route.owner;
  }
  return owners;
}

/** Route pattern → the GET calls its screen makes first, for early-api-calls.js. */
export function firstCallsByRoute(): Record<string, readonly string[]> {
  const calls: Record<string, readonly string[]> = {};
  for (const route of ROUTES) if (route.firstCalls) calls[route.path] = route.firstCalls;
  return calls;
}

const read = (file: string) =>
  fs.readFileSync(path.join(import.meta.dirname, file), 'utf8').replace(/^\/\/.*\n/gm, '');

/** The inline scripts of index.html, run before any bundle. */
export function inlineBootScripts(): string[] {
  const publicPrefixes = ROUTES.filter((route) => route.gate?.public).map(
    (route) => route.path.split(':')[0] ?? route.path,
  );
  return [
    read('take-url-credentials.js'),
    read('preload-first-remote.js')
      .replace('__ROUTE_OWNERS__', JSON.stringify(routeOwnersBySegment()))
      .replace('__PUBLIC_PREFIXES__', JSON.stringify(publicPrefixes)),
    read('early-api-calls.js').replace('__FIRST_CALLS__', JSON.stringify(firstCallsByRoute())),
    read('queue-fragment-submit.js'),
  ];
}
