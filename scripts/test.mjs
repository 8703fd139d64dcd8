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

/** How long each step took, in the order they ran, for the summary at the end. */
const timings = [];
const startedAt = performance.now();
const seconds = (ms) => {
  const total = Math.round(ms / 1000);
  return total >= 60 ? `${Math.floor(total / 60)} min ${String(total % 60).padStart(2, '0')} s` : `${total} s`;
};

/**
 * Runs one step and prints how long it took, so the slow steps show at a glance. `alongside`
 * names a step that ran at the same time (their times overlap, so they do not add up).
 */
async function timed(label, step, alongside) {
  const start = performance.now();
  try {
    return await step();
  } finally {
    const ms = performance.now() - start;
    timings.push({ label, ms, alongside });
    console.log(`⏱ ${label}: ${seconds(ms)}`);
  }
}

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

/** Calls `visit(spec, title)` for every test of a Playwright JSON report, `title` as "file › describe › test". */
function eachSpec(report, visit) {
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) visit(spec, [...titles, spec.title].join(' › '));
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const file of report.suites ?? []) walk(file, [file.title]);
}

/** Titles of the journeys that passed only on a retry. */
function flakyJourneys(report) {
  const titles = [];
  eachSpec(report, (spec, title) => {
    if (spec.tests.some((test) => test.status === 'flaky')) titles.push(title);
  });
  return titles;
}

const SNAPSHOT_LINES = 80;

/**
 * What the page showed when each journey attempt failed (the accessibility snapshot Playwright
 * writes to error-context.md), so a failure seen only on CI, a flaky one included, can be read
 * from the run's output alone.
 */
function failedJourneyPages(report) {
  const pages = [];
  eachSpec(report, (spec, title) => {
    for (const result of spec.tests.flatMap((test) => test.results ?? [])) {
      if (result.status === 'passed' || result.status === 'skipped') continue;
      const context = result.attachments?.find((attachment) => attachment.name === 'error-context')?.path;
      const snapshot = context && fs.existsSync(context) ? /```yaml\n([\s\S]*?)```/.exec(fs.readFileSync(context, 'utf8'))?.[1] : null;
      if (!snapshot) continue;
      const lines = snapshot.trimEnd().split('\n');
      const more = lines.length > SNAPSHOT_LINES ? `\n… ${lines.length - SNAPSHOT_LINES} more lines in ${path.relative(ROOT, context)}` : '';
      pages.push(`\nThe page when ${title} failed (attempt ${result.retry + 1}):\n${lines.slice(0, SNAPSHOT_LINES).join('\n')}${more}`);
    }
  });
  return pages;
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
  for (const page of counts.failedPages ?? []) console.log(page);
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

// apt-get waits on the network and the disk, not the processors: it runs beside the steps
// below instead of after the builds. A failure is reported where the journeys would start.
const chromium = timed('Chromium', ensureChromium, 'the steps up to the builds').then(
  () => true,
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    return false;
  },
);

await timed('install', ensureDependencies);
fs.mkdirSync(RESULTS, { recursive: true });

await timed('API types', () => gate('API types from the contract', ['gen:api']));
// tsc and eslint each keep one processor busy: side by side they take as long as the slower one.
await Promise.all([
  timed('type-check', () => gate('type-check', ['exec', 'tsc', '-p', 'tsconfig.json']), 'lint'),
  timed('lint', () => gate('lint', ['exec', 'eslint', '.', '--max-warnings=0']), 'type-check'),
]);

const unitReport = path.join(RESULTS, 'unit.json');
await timed('unit tests', () =>
  suite(
    'unit tests',
    ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`],
    unitReport,
    (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }),
  ),
);

const built = await timed('production builds', () => gate('production builds', ['build']));
if (built && !(await chromium)) {
  failed += 1;
  problems.push('Chromium for the browser tests');
} else if (built) {
  const e2eReport = path.join(RESULTS, 'e2e.json');
  await timed('browser tests', () =>
    suite(
      'browser tests',
      ['exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'],
      e2eReport,
      // Retries only detect flakiness: a journey that needed one fails the run.
      (r) => ({
        passed: r.stats.expected,
        failed: r.stats.unexpected + r.stats.flaky,
        flaky: flakyJourneys(r),
        failedPages: failedJourneyPages(r),
      }),
    ),
  );
}

console.log('\nTime per step:');
for (const { label, ms, alongside } of timings) {
  console.log(`  ${label.padEnd(18)} ${seconds(ms).padStart(12)}${alongside ? `  (alongside ${alongside})` : ''}`);
}
console.log(`  ${'total'.padEnd(18)} ${seconds(performance.now() - startedAt).padStart(12)}`);

if (problems.length) console.log(`\nFailed: ${problems.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
