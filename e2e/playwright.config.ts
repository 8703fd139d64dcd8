import { defineConfig } from '@playwright/test';

const SHELL_ORIGIN = `http://localhost:${3000 + Number(process.env.PORT_OFFSET ?? 0)}`;
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Journeys that stop, restart or rebuild the served apps (e2e/support/servers.ts): every other journey would see it. */
const SERVER_JOURNEYS = ['**/remote-down.spec.ts', '**/remote-redeploy.spec.ts'];

export default defineConfig({
  testDir: './journeys',
  globalTeardown: './global-teardown.ts',
  outputDir: '../test-results/e2e-artifacts',
  // Each test has its own scope of the mock API's state (fixtures.ts), so journeys run two
  // at a time; those that take servers down run alone once the others are done.
  workers: 2,
  fullyParallel: true,
  // A retry only detects flakiness: scripts/test.mjs counts a test that passed on retry as failed.
  retries: process.env.CI ? 1 : 0,
  // The longest journeys (several screens, axe on each) take 20 to 26 s on a loaded two-core CI
  // machine: 45 s keeps a slower run of that machine from failing them. A passing run waits no longer.
  timeout: 45_000,
  // The same machine now and then stalls a page for seconds (both workers loading apps beside the
  // servers): an assertion waits up to 12 s for what it expects. A passing check returns as soon as it holds.
  expect: { timeout: 12_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  use: {
    baseURL: SHELL_ORIGIN,
    // Recording a trace (a DOM snapshot per action) costs about a tenth of the CPU of a passing
    // journey, on a machine the journeys already keep busy: on CI only a retry records one, and a
    // journey that fails twice brings it.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      // Root in a sandboxless container, and no background calls to outside hosts.
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'journeys', testIgnore: SERVER_JOURNEYS },
    { name: 'servers', testMatch: SERVER_JOURNEYS, dependencies: ['journeys'], workers: 1, fullyParallel: false },
  ],
  webServer: {
    command: 'node scripts/serve.mjs',
    cwd: '..',
    // Journeys reset and steer the mock through its controls, closed in a plain `npm start`.
    env: { MOCK_CONTROL: '1', MOCK_CHECKOUT_CONFIRM_MS: '6000' },
    // Ready once the script says every server answers (the mock API and each app), not when the
    // shell alone does: a first sign-in must not meet a mock still starting (502 through the shell).
    url: `${SHELL_ORIGIN}/api/`,
    wait: { stdout: /The panel is running/ },
    reuseExistingServer: !process.env.CI,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
