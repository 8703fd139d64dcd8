import fs from 'node:fs';
import { defineConfig, type RsbuildConfig, type RsbuildPlugin, type Rspack } from '@rsbuild/core';
import { appConfig, PORTS, type AppName } from '../rsbuild.config';
import { registryAtPorts, type RemoteRegistry } from '../scripts/lib/remote-registry.mjs';
import { fragmentSubmitGuardScript, inlineBootScripts, preloadAfterFirstPaintScript, routeMatcherModule, STARTUP_SCRIPT, startAppScript } from './boot/inline-scripts';
import federation from './module-federation.config';

/** `route-matcher.mjs`: the route record's matcher, for the shell's server (its fragment include). */
const emitRouteMatcher: RsbuildPlugin = {
  name: 'panel-route-matcher',
  setup(api) {
    api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
      compilation.emitAsset('route-matcher.mjs', new sources.RawSource(routeMatcherModule()));
    });
  },
};

/**
 * The async chunks every first screen needs: the startup group (`import('./bootstrap')`) and the
 * shared libraries it consumes, transitively. A lazy `import()` inside the app (the Markdown
 * renderer, the signed-in frame, dialogs…) starts a group that is not preloaded: it is fetched
 * when it is used.
 */
const startupChunks = (() => {
  let compilation: Rspack.Compilation | undefined;
  let files: Set<string> | undefined;
  const plugin: RsbuildPlugin = {
    name: 'panel-startup-chunks',
    setup(api) {
      api.modifyRspackConfig((config) => {
        config.plugins.push({
          apply(compiler: Rspack.Compiler) {
            compiler.hooks.thisCompilation.tap('panel-startup-chunks', (current) => {
              compilation = current;
              files = undefined;
            });
          },
        });
      });
      // Rsbuild writes the entry scripts and the preloads into <head>; the page loads the entry
      // scripts when the app starts (shell/boot/start-app.js) and asks for the preloads after
      // the first paint (shell/boot/preload-after-first-paint.js), each file says why.
      api.modifyHTMLTags(({ headTags, bodyTags }, { filename }) => {
        if (filename !== 'index.html') return { headTags, bodyTags };
        const entryScripts: string[] = [];
        const hrefs: string[] = [];
        const kept = headTags.filter((tag) => {
          const isEntryScript = tag.tag === 'script' && typeof tag.attrs?.src === 'string';
          const isScriptPreload = tag.tag === 'link' && tag.attrs?.rel === 'preload' && tag.attrs.as === 'script';
          if (isEntryScript) entryScripts.push(String(tag.attrs?.src));
          if (isScriptPreload) hrefs.push(String(tag.attrs?.href));
          return !isEntryScript && !isScriptPreload;
        });
        return {
          headTags: [{ tag: 'script', attrs: STARTUP_SCRIPT, children: startAppScript(entryScripts) }, ...kept],
          bodyTags: [...bodyTags, { tag: 'script', children: preloadAfterFirstPaintScript(hrefs) }],
        };
      });
    },
  };
  const collect = (): Set<string> => {
    const found = new Set<string>();
    if (!compilation) return found;
    const seen = new Set<Rspack.ChunkGroup>();
    const visit = (group: Rspack.ChunkGroup) => {
      if (seen.has(group)) return;
      seen.add(group);
      for (const chunk of group.chunks) for (const file of chunk.files) found.add(file);
      for (const child of group.childrenIterable) {
        const consumed = child.origins.some((origin) => origin.module?.identifier().startsWith('consume shared module'));
        if (consumed) visit(child);
      }
    };
    for (const group of compilation.chunkGroups) {
      if (group.origins.some((origin) => origin.request === './bootstrap')) visit(group);
    }
    return found;
  };
  return { plugin, isNeeded: (file: string) => (files ??= collect()).has(file) };
})();

/** The dev server's registry: public/remotes.json with each local remote at its dev server's port. */
type ServerSetup = Extract<NonNullable<NonNullable<RsbuildConfig['server']>['setup']>, (...args: never[]) => unknown>;

const registryAtDevPorts: ServerSetup = ({ action, server }) => {
  if (action !== 'dev') return;
  server.middlewares.use((req, res, next) => {
    if (req.url?.split('?')[0] !== '/remotes.json') return next();
    const registry = registryAtPorts(JSON.parse(fs.readFileSync(new URL('./public/remotes.json', import.meta.url), 'utf8')) as RemoteRegistry, (name) =>
      name in PORTS ? PORTS[name as AppName] : undefined,
    );
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(JSON.stringify(registry));
  });
};

// The kit catalogue (/__kit, every component in every state) exists on the dev server only.
const isDev = process.env.NODE_ENV === 'development';
const KIT_ENTRY = '__kit';

export default defineConfig(
  appConfig('shell', federation, {
    plugins: [emitRouteMatcher, startupChunks.plugin],
    server: { setup: registryAtDevPorts },
    source: { entry: { index: './src/index.ts', ...(isDev ? { [KIT_ENTRY]: './src/kit/index.ts' } : {}) } },
    html: {
      template: ({ entryName }) => (entryName === KIT_ENTRY ? './src/kit/index.html' : './index.html'),
      tags: (tags, { entryName }) =>
        entryName === KIT_ENTRY
          ? tags
          : [
              ...tags,
              { tag: 'script', children: fragmentSubmitGuardScript(), head: true, append: true },
              ...inlineBootScripts().map((children) => ({ tag: 'script' as const, attrs: STARTUP_SCRIPT, children, head: true, append: true })),
            ],
    },
    // The base stylesheet is small: inline it so the first paint needs no second request.
    output: { inlineStyles: true },
    performance: {
      // One chunk per package, so a shared library is never emitted twice (provide and fallback).
      chunkSplit: {
        strategy: 'split-by-module',
        // Except the icons: one chunk of every icon would bring the signed-in frame's icons to
        // the sign-in page. Each icon goes with the chunk that draws it.
        override: { cacheGroups: { icons: { test: /[\\/]node_modules[\\/].*[\\/]lucide-react[\\/]/, priority: -8, chunks: 'all', minSize: 0 } } },
      },
      // The chunks every first screen needs are fetched with the entry, not after it; lazy ones are not.
      preload: { type: 'async-chunks', include: startupChunks.isNeeded },
    },
  }),
);
