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

const read = (file: string) =>
  fs.readFileSync(path.join(import.meta.dirname, file), 'utf8').replace(/^\/\/.*\n/gm, '');

/** The inline scripts of index.html, run before any bundle. */
export function inlineBootScripts(): string[] {
  const publicPrefixes = ROUTES.filter((route) => route.gate?.public).map(
    (route) => route.path.split(':')[0] ?? route.path,
  );
  return [
    read('preload-first-remote.js')
      .replace('__ROUTE_OWNERS__', JSON.stringify(routeOwnersBySegment()))
      .replace('__PUBLIC_PREFIXES__', JSON.stringify(publicPrefixes)),
    read('queue-fragment-submit.js'),
  ];
}
