// `npm test`: type-check, lint, unit tests, production builds, then the browser journeys
// against the served builds. The last line is the sum over all suites: `N passed, N failed`.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureDependencies, pnpm } from './lib/deps.mjs';

const RESULTS = path.join(ROOT, 'test-results');
let passed = 0;
let failed = 0;
const problems = [];

/** A step that is not itself a test suite: a failure counts as one failed check. */
async function gate(label, args) {
  console.log(`\n▶ ${label}`);
  if ((await pnpm(args)) !== 0) {
    failed += 1;
    problems.push(label);
    return false;
  }
  return true;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Titles (file › test) of the journeys that passed only on a retry, from Playwright's JSON report. */
function flakyJourneys(report) {
  const titles = [];
  const visit = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((test) => test.status === 'flaky')) titles.push([...path, spec.title].join(' › '));
    }
    for (const child of suite.suites ?? []) visit(child, [...path, child.title]);
  };
  for (const file of report.suites ?? []) visit(file, [file.title]);
  return titles;
}

async function suite(label, args, resultsFile, count) {
  console.log(`\n▶ ${label}`);
  fs.rmSync(resultsFile, { force: true });
  const code = await pnpm(args);
  const report = readJson(resultsFile);
  if (!report) {
    failed += 1;
    problems.push(`${label} (no report, exit ${code})`);
    return;
  }
  const counts = count(report);
  for (const title of counts.flaky ?? []) console.log(`flaky (passed only on retry, counted as failed): ${title}`);
  passed += counts.passed;
  failed += counts.failed;
  if (counts.failed > 0 || code !== 0) problems.push(label);
  if (code !== 0 && counts.failed === 0) failed += 1;
  console.log(`${label}: ${counts.passed} passed, ${counts.failed} failed`);
}

// The browser journeys steer the mock API through its controls (`/api/__mock/*`), which a
// plain `npm start` keeps closed.
process.env.MOCK_CONTROL = '1';

await ensureDependencies();
fs.mkdirSync(RESULTS, { recursive: true });

await gate('API types from the contract', ['gen:api']);
await gate('type-check', ['exec', 'tsc', '-p', 'tsconfig.json']);
await gate('lint', ['exec', 'eslint', '.', '--max-warnings=0']);

const unitReport = path.join(RESULTS, 'unit.json');
await suite(
  'unit tests',
  ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`],
  unitReport,
  (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }),
);

if (await gate('production builds', ['build'])) {
  await ensureChromium();
  const e2eReport = path.join(RESULTS, 'e2e.json');
  await suite(
    'browser tests',
    ['exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    e2eReport,
    // Retries only detect flakiness: a journey that needed one fails the run.
    (r) => ({ passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky, flaky: flakyJourneys(r) }),
  );
}

if (problems.length) console.log(`\nFailed: ${problems.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
