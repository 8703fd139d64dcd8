import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const TEST_FILE = /\.test\.(ts|tsx|mts|js|mjs)$/;
/** A test file that swaps modules (vi.mock and kin) needs a module graph of its own. */
const SWAPS_MODULES = /\bvi\.(mock|doMock|unmock)\(|\bvi\.resetModules\(/;

/** The test files under `root` (relative to it) that swap modules. */
function filesSwappingModules(root: string): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(relative);
      else if (TEST_FILE.test(entry.name) && SWAPS_MODULES.test(fs.readFileSync(path.join(root, relative), 'utf8'))) found.push(relative);
    }
  };
  visit('.');
  return found;
}

/**
 * One environment and one module graph per worker instead of per file: on two loaded cores the
 * shared project took 455 s isolated and 36 s without, the remotes 143 s and 21 s, the mocks 86 s
 * and 22 s. Files clean up after themselves (vitest.setup.ts, the mock's resetDb). The
 * files that swap modules run apart, each in its own graph: a module another file loaded first
 * would not be swapped.
 */
function projects(name: string, root: string, test: { environment: 'jsdom' | 'node'; include?: string[]; setupFiles?: string[] }) {
  const swapping = filesSwappingModules(path.join(import.meta.dirname, root));
  const project = (suffix: string, extra: Record<string, unknown>) => ({
    extends: true as const,
    test: { name: name + suffix, root, ...test, ...extra },
  });
  return [
    project('', { isolate: false, exclude: ['**/node_modules/**', '**/dist/**', ...swapping] }),
    ...(swapping.length ? [project(' (own modules)', { isolate: true, include: swapping })] : []),
  ];
}

const jsdom = (name: string, root: string) => projects(name, root, { environment: 'jsdom', setupFiles: ['../vitest.setup.ts'] });

export default defineConfig({
  define: { 'process.env.BUILD_ID': JSON.stringify('test') },
  test: {
    globals: true,
    restoreMocks: true,
    // A loaded two-core CI machine needs seconds just to start a component test: the default
    // 5 s failed tests that pass in half a second on an idle one. A passing run waits no longer.
    testTimeout: 15_000,
    projects: [
      ...projects('mocks', 'mocks', { environment: 'node', include: ['src/**/*.test.ts'] }),
      { extends: true, test: { name: 'lint', root: 'scripts', environment: 'node', include: ['**/*.test.mjs'] } },
      ...jsdom('shared', 'shared'),
      ...jsdom('shell', 'shell'),
      ...jsdom('remotes', 'remotes'),
    ],
  },
});
