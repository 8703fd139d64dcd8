// How many copies of each shared singleton a page load fetched, read from the JS response
// bodies the browser received. Each library is one or more modules; each module has marker
// patterns that occur only in that module's production code (chosen by grepping the built
// chunks under shell/dist/static/js and remotes/*/dist/static/js; minifiers keep string
// literals and property names, so these survive). A response "contains" a module when any of
// its patterns matches; a library's copy count is the largest count over its modules, so two
// renderers, or two small `react-dom` entry modules, both count as two copies.
//
//   react         react.production.js: `__COMPILER_RUNTIME` (the React 19 compiler-runtime
//                 export, defined by the react package only; react-dom and the jsx runtime
//                 only read `__CLIENT_INTERNALS…`).
//   react-dom     react-dom-client.production.js (the renderer): `__reactContainer$`, the
//                 root container's expando key;
//                 react-dom.production.js (createPortal, flushSync…): the *assignment*
//                 `__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=` (the
//                 renderer only reads that property).
//   react-router  lives in the shared `@panel/router` chunk (lib-router.*.js):
//                 `__reactRouterVersion` (set on window by the DOM router) or the invariant
//                 "You cannot render a <Router> inside another <Router>".
//   zustand       zustand/vanilla: the store API object literal `getInitialState: () =>` (no
//                 argument: TanStack Table's features have `getInitialState: (state) =>`);
//                 zustand (React binding): the call `.getInitialState()` in useStore.
//                 Neither string occurs in React's production builds.
//   @panel/api    the API client (shared/api/src/api-error.ts): the fallback message
//                 `Request failed with status `, a template literal the minifier keeps.
//   swr           the `"slow-2g"` literal of swr's default config (slow-connection check),
//                 always part of useSWR's core; not imported by any app yet, so 0 is
//                 expected until a screen uses it.
export const LIBRARIES = {
  react: [[/__COMPILER_RUNTIME/]],
  'react-dom': [[/__reactContainer\$/], [/__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=(?!=)/]],
  'react-router': [[/__reactRouterVersion/, /You cannot render a <Router> inside another <Router>/]],
  zustand: [[/getInitialState\s*:\s*\(\s*\)\s*=>/], [/\.getInitialState\(\)/]],
  '@panel/api': [[/Request failed with status /]],
  swr: [[/["']slow-2g["']/]],
};

/**
 * Libraries only the screens that need them may load ("chart libraries load only
 * where a chart is drawn"), with the same kind of markers:
 *   uPlot         the class names its code gives the legend's table and rows (`"u-legend"`,
 *                 `"u-series"`), in uPlot's code only. (Its `"x-vals"`/`"y-vals"` are not in the
 *                 minified build: a screen drawing charts would not have been caught.)
 */
export const LAZY_LIBRARIES = {
  uPlot: [[/["']u-legend["']/, /["']u-series["']/]],
};

/** { [library]: { copies, files: [url…] } } for a list of { url, body } responses. */
export function countCopies(responses, libraries = LIBRARIES) {
  const result = {};
  for (const [library, modules] of Object.entries(libraries)) {
    let copies = 0;
    const files = new Set();
    for (const patterns of modules) {
      const matching = responses.filter((r) => patterns.some((pattern) => pattern.test(r.body)));
      copies = Math.max(copies, matching.length);
      for (const r of matching) files.add(r.url);
    }
    result[library] = { copies, files: [...files] };
  }
  return result;
}

/** "react 1, react-dom 1, …" */
export const formatCopies = (counts) =>
  Object.entries(counts)
    .map(([library, { copies }]) => `${library} ${copies}`)
    .join(', ');
