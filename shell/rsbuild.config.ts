import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';
import { appConfig } from '../rsbuild.config';
import { inlineBootScripts, routeMatcherModule } from './boot/inline-scripts';
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

// The kit catalogue (/__kit, every component in every state) exists on the dev server only.
const isDev = process.env.NODE_ENV === 'development';
const KIT_ENTRY = '__kit';

export default defineConfig(
  appConfig('shell', federation, {
    plugins: [emitRouteMatcher],
    source: { entry: { index: './src/index.ts', ...(isDev ? { [KIT_ENTRY]: './src/kit/index.ts' } : {}) } },
    html: {
      template: ({ entryName }) => (entryName === KIT_ENTRY ? './src/kit/index.html' : './index.html'),
      tags: (tags, { entryName }) =>
        entryName === KIT_ENTRY ? tags : [...tags, ...inlineBootScripts().map((children) => ({ tag: 'script' as const, children, head: true, append: true }))],
    },
    // The base stylesheet is small: inline it so the first paint needs no second request.
    output: { inlineStyles: true },
    performance: {
      // One chunk per package, so a shared library is never emitted twice (provide and fallback).
      chunkSplit: { strategy: 'split-by-module' },
      // Every async chunk of the shell is needed to start: fetch them with the entry, not after it.
      preload: { type: 'async-chunks' },
    },
  }),
);
