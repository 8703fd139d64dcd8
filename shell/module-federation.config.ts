import path from 'node:path';
import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { sharedSingletons } from '../rsbuild.config';

const plugin = (file: string) => path.join(import.meta.dirname, 'src/runtime-plugins', file);

// The shell is a pure consumer: it knows no remote at build time (see src/remotes/registry.ts)
// and provides the federation runtime the remotes use.
export default createModuleFederationConfig({
  name: 'shell',
  remotes: {},
  shared: sharedSingletons,
  // The copies the shell has loaded are the ones every remote uses; the default
  // 'version-first' would download every registered remote's entry at startup to compare
  // versions and could hand a remote another copy of the session store.
  shareStrategy: 'loaded-first',
  dts: false,
  runtimePlugins: [plugin('manifest-fetch.ts'), plugin('remote-load-errors.ts')],
  experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
});
