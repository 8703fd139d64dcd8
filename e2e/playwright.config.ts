import { defineConfig } from '@playwright/test';

const SHELL_ORIGIN = `http://localhost:${3000 + Number(process.env.PORT_OFFSET ?? 0)}`;
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './journeys',
  globalTeardown: './global-teardown.ts',
  outputDir: '../test-results/e2e-artifacts',
  // One mock API holds the state every journey changes; journeys run one at a time and
  // each starts from a reset mock.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 8_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  use: {
    baseURL: SHELL_ORIGIN,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      // Root in a sandboxless container, and no background calls to outside hosts.
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: 'node scripts/serve.mjs',
    cwd: '..',
    // Journeys reset and steer the mock through its controls, closed in a plain `npm start`.
    env: { MOCK_CONTROL: '1' },
    url: `${SHELL_ORIGIN}/remotes.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
