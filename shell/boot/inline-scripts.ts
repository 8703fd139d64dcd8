import fs from 'node:fs';
import path from 'node:path';
import { matchPathIn, routeTable } from '@panel/rules';

/**
 * The route record's matcher bound to the record, as JavaScript source: a function from a path
 * to `{ route, params }` or null, `route` being the record's entry as plain data. It is the
 * matcher's own code (`matchPathIn` refers to nothing outside itself), so index.html's inline
 * scripts and the shell's server answer exactly as the apps do.
 */
export const routeMatcherSource = (): string =>
  `function (pathname) { return (${matchPathIn.toString()})(${JSON.stringify(routeTable())}, pathname); }`;

/** `route-matcher.mjs`, written beside index.html for the shell's server (scripts/lib/fragment-include.mjs). */
export const routeMatcherModule = (): string =>
  `// Written by the shell's build from the route record (shared/rules/src/routes.ts).\nexport const matchRoute = ${routeMatcherSource()};\n`;

const read = (file: string) =>
  fs.readFileSync(path.join(import.meta.dirname, file), 'utf8').replace(/^\/\/.*\n/gm, '');

/** One script of these files, each given the route at the page's path (`__ROUTE__`), matched once. */
const atThisPath = (...files: string[]) =>
  `(function (match) {\n${files.map((file) => read(file).replace('__ROUTE__', 'match')).join('')}})((${routeMatcherSource()})(location.pathname));\n`;

/**
 * The attribute that marks index.html's startup scripts (start-app.js and the boot scripts
 * below), so the shell's server can find them: a fragment with the
 * `<!-- panel:startup-scripts -->` mark has them moved there (scripts/lib/fragment-include.mjs).
 */
export const STARTUP_SCRIPT = { 'data-startup': true } as const;

/** The startup scripts of index.html after start-app.js, run before any bundle. */
export function inlineBootScripts(): string[] {
  return [
    read('take-url-credentials.js'),
    // The API calls first: on a phone the page's six connections go to them before the app's files.
    atThisPath('early-api-calls.js', 'preload-first-remote.js'),
    read('fragment-tools.js'),
  ];
}

/**
 * The submit guard of a fragment's form (see the file). Not a startup script: it stays in
 * <head>, so a form is never shown before it is guarded.
 */
export const fragmentSubmitGuardScript = (): string => read('queue-fragment-submit.js');

/** The script that loads the shell's entry scripts when the app starts (see the file). */
export const startAppScript = (scripts: string[]): string =>
  read('start-app.js').replace('__ENTRY_SCRIPTS__', JSON.stringify(scripts));

/** The script that starts the app, unless a fragment waits for an interaction, and preloads the startup chunks once the first frame is painted (see the file). */
export const preloadAfterFirstPaintScript = (hrefs: string[]): string =>
  read('preload-after-first-paint.js').replace('__HREFS__', JSON.stringify(hrefs));
