import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';
import { appConfig } from '../rsbuild.config';
import { inlineBootScripts, routeOwnersBySegment } from './boot/inline-scripts';
import federation from './module-federation.config';

/** `route-owners.json`: which remote owns which first path segment, for the shell's server. */
const emitRouteOwners: RsbuildPlugin = {
  name: 'panel-route-owners',
  setup(api) {
    api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
      compilation.emitAsset('route-owners.json', new sources.RawSource(JSON.stringify(routeOwnersBySegment())));
    });
  },
};

export default defineConfig(
  appConfig('shell', federation, {
    plugins: [emitRouteOwners],
    html: {
      template: './index.html',
      tags: inlineBootScripts().map((children) => ({ tag: 'script', children, head: true, append: true })),
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
