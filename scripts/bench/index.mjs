// `pnpm bench`: builds every app for production, serves them (or reuses running servers),
// then measures per route family: the JS a cold load downloads (shell / remote, gzip), the
// copies of the shared singletons it fetched, the CSS it downloads, the time to the data a
// person came for on a simulated phone, and Lighthouse's mobile performance score and LCP. Prints budgets and a table.
//
// Options: --strict (exit 1 when a budget fails), --skip-build, --no-lighthouse,
//          --only=login,login-app,home,home-servers,home-app,invoice,invoice-app,invoice-frame,order,order-app,create,create-app,staff,staff-insights,staff-users, --runs=N (usable), --lighthouse-runs=N,
//          --json=FILE (write the raw figures), --files (list every JS and CSS file of each route).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, RUN_DIR } from '../apps.mjs';
import { pnpm } from '../lib/deps.mjs';
import { launchBrowser } from './browser.mjs';
import { LIGHTHOUSE_RUNS, ROUTES, USABLE_RUNS } from './config.mjs';
import { collectJs, sumBytes } from './js-bytes.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { countCopies, LAZY_LIBRARIES } from './libraries.mjs';
import { budgetLines, conditionsNote, detailLines, table } from './report.mjs';
import { ensureServers, resetMock, sessionProvider } from './servers.mjs';
import { measureUsable } from './usable-time.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];

const strict = flag('strict');
const usableRuns = Number(option('runs') ?? USABLE_RUNS);
const lighthouseRuns = Number(option('lighthouse-runs') ?? LIGHTHOUSE_RUNS);
const only = option('only')?.split(',');
const routes = only ? ROUTES.filter((r) => only.includes(r.id)) : ROUTES;

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const progress = (text) => console.log(`[bench ${elapsed()}] ${text}`);

if (!flag('skip-build')) {
  fs.mkdirSync(RUN_DIR, { recursive: true });
  const logFile = path.join(RUN_DIR, 'bench-build.log');
  progress(`pnpm build (output in ${path.relative(ROOT, logFile)})`);
  const log = fs.openSync(logFile, 'w');
  const code = await pnpm(['build'], { stdio: ['ignore', log, log] });
  fs.closeSync(log);
  if (code !== 0) {
    console.error(fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n'));
    console.error('pnpm build failed');
    process.exit(1);
  }
}

const servers = await ensureServers();
progress(servers.started ? 'started node scripts/serve.mjs' : 'reusing the running servers');
let exitCode = 0;
try {
  await resetMock();
  const storageFor = await sessionProvider();

  const measurements = [];
  const browser = await launchBrowser();
  try {
    for (const route of routes) {
      progress(`${route.label}: JS bytes and libraries`);
      const gzip = await collectJs(browser, route, storageFor, { acceptEncoding: 'gzip, deflate' });
      const served = await collectJs(browser, route, storageFor);
      progress(`${route.label}: usable time ×${usableRuns}`);
      const usable = await measureUsable(browser, route, storageFor, usableRuns);
      measurements.push({
        route,
        usableCheck: gzip.usable,
        js: { ...sumBytes(gzip.responses), responses: gzip.responses },
        served: sumBytes(served.responses),
        servedEncoding: [...new Set(served.responses.map((r) => r.encoding))].join('+'),
        css: { ...sumBytes(gzip.stylesheets), inlineBytes: gzip.inlineStyleBytes, responses: gzip.stylesheets },
        copies: countCopies(gzip.responses),
        lazyLibraries: countCopies(gzip.responses, LAZY_LIBRARIES),
        usable,
      });
    }
  } finally {
    await browser.close();
  }

  if (!flag('no-lighthouse') && lighthouseRuns > 0) {
    progress(`Lighthouse ×${lighthouseRuns} per route`);
    const lh = await runLighthouse(
      routes,
      storageFor,
      lighthouseRuns,
      (route, i) => progress(`  Lighthouse ${route.label} run ${i + 1}`),
    );
    for (const m of measurements) m.lighthouse = lh[m.route.id];
  }

  console.log('\n== Details');
  for (const m of measurements) console.log(detailLines(m, { allFiles: flag('files') }).join('\n'));

  console.log('\n== Budgets');
  const lines = budgetLines(measurements);
  for (const { status, text } of lines) console.log(`${status}  ${text}`);

  console.log(`\n== Summary (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${elapsed()})`);
  console.log(table(measurements));
  console.log(conditionsNote());

  const jsonFile = option('json');
  if (jsonFile) {
    const strip = (m) => ({
      ...m,
      js: { ...m.js, responses: m.js.responses.map(({ url, app, bytes, encoding }) => ({ url, app, bytes, encoding })) },
      css: { ...m.css, responses: m.css.responses.map(({ url, app, bytes, encoding }) => ({ url, app, bytes, encoding })) },
    });
    fs.writeFileSync(jsonFile, JSON.stringify({ measurements: measurements.map(strip), budgets: lines }, null, 2));
  }
  if (strict && lines.some((l) => l.status === 'FAIL')) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  if (servers.started) {
    progress('stopping the servers it started');
    await servers.stop();
  }
}
process.exit(exitCode);
