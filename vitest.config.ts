import { defineConfig } from 'vitest/config';

const jsdom = (name: string, root: string, { isolate = true } = {}) => ({
  extends: true as const,
  test: { name, root, environment: 'jsdom', setupFiles: ['../vitest.setup.ts'], isolate },
});

export default defineConfig({
  define: { 'process.env.BUILD_ID': JSON.stringify('test') },
  test: {
    globals: true,
    restoreMocks: true,
    // A loaded two-core CI machine needs seconds just to start a component test: the default
    // 5 s failed tests that pass in half a second on an idle one. A passing run waits no longer.
    testTimeout: 15_000,
    projects: [
      { extends: true, test: { name: 'mocks', root: 'mocks', environment: 'node', include: ['src/**/*.test.ts'] } },
      { extends: true, test: { name: 'lint', root: 'scripts', environment: 'node', include: ['**/*.test.mjs'] } },
      // One jsdom and one module graph per worker instead of per file: on two loaded cores the
      // shared project took 455 s isolated and 36 s without. Its files clean up after themselves
      // (vitest.setup.ts). The other projects still depend on a fresh module graph per file
      // (shell's test-utils/mock-api checks its import order; the billing PayPal tests need a
      // configuration another file clears), so they stay isolated until those are fixed.
      jsdom('shared', 'shared', { isolate: false }),
      jsdom('shell', 'shell'),
      jsdom('remotes', 'remotes'),
    ],
  },
});
