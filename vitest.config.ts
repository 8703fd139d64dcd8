import { defineConfig } from 'vitest/config';

const jsdom = (name: string, root: string) => ({
  extends: true as const,
  test: { name, root, environment: 'jsdom', setupFiles: ['../vitest.setup.ts'] },
});

export default defineConfig({
  define: { 'process.env.BUILD_ID': JSON.stringify('test') },
  test: {
    globals: true,
    restoreMocks: true,
    projects: [
      { extends: true, test: { name: 'mocks', root: 'mocks', environment: 'node', include: ['src/**/*.test.ts'] } },
      { extends: true, test: { name: 'lint', root: 'scripts', environment: 'node', include: ['**/*.test.mjs'] } },
      jsdom('shared', 'shared'),
      jsdom('shell', 'shell'),
      jsdom('remotes', 'remotes'),
    ],
  },
});
