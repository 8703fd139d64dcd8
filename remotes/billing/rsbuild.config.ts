import { defineConfig } from '@rsbuild/core';
import { appConfig } from '../../rsbuild.config';
import federation from './module-federation.config';

export default defineConfig(
  appConfig('billing', federation, {
    // The payment providers' code keeps a name (chunk ids are numbers in production), so a
    // journey can see that none of it loads before its provider is chosen.
    performance: {
      chunkSplit: {
        strategy: 'split-by-experience',
        forceSplitting: { 'lib-paypal': /node_modules[\\/]\.pnpm[\\/]@paypal/, 'lib-stripe': /node_modules[\\/]\.pnpm[\\/]@stripe/, 'lib-cashfree': /node_modules[\\/]\.pnpm[\\/]@cashfreepayments/ },
      },
    },
  }),
);
