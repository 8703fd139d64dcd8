// The production servers for the benchmark: reuses `node scripts/serve.mjs` when the shell,
// the remotes and the API already answer, starts it otherwise (and stops it afterwards).
// Also signs the demo users in, so the browser runs can start with a stored session.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { APPS, API_TARGET, ROOT, RUN_DIR } from '../apps.mjs';
import { SHELL_ORIGIN, USERS } from './config.mjs';

const ENDPOINTS = [
  `${API_TARGET}/api/`,
  ...Object.values(APPS).map((app) => `http://localhost:${app.port}/`),
];

const answers = async (url) => {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts serve.mjs unless everything answers already; resolves to `{ started, stop() }`. */
export async function ensureServers() {
  const up = await Promise.all(ENDPOINTS.map(answers));
  if (up.every(Boolean)) {
    await warnIfNotTheFreshBuild();
    return { started: false, stop: async () => {} };
  }
  if (up.some(Boolean)) {
    const down = ENDPOINTS.filter((_, i) => !up[i]);
    throw new Error(`some servers answer and some do not (${down.join(', ')}); stop them or start them all`);
  }

  fs.mkdirSync(RUN_DIR, { recursive: true });
  const logFile = path.join(RUN_DIR, 'bench-serve.log');
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/serve.mjs')], {
    cwd: ROOT,
    // Servers of its own, on this machine only: the mock's test controls on, so each run starts
    // from the seeded data (resetMock).
    env: { ...process.env, MOCK_CONTROL: '1' },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(5000)]);
  };

  const deadline = Date.now() + 90_000;
  while (!(await Promise.all(ENDPOINTS.map(answers))).every(Boolean)) {
    if (child.exitCode !== null) throw new Error(`scripts/serve.mjs exited (${child.exitCode}); see ${logFile}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the servers did not answer within 90 s; see ${logFile}`);
    }
    await sleep(300);
  }
  return { started: true, stop };
}

/** Servers someone else started might be dev servers or an older build: say so. */
async function warnIfNotTheFreshBuild() {
  const scripts = (html) => [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]).join(' ');
  try {
    const served = await (await fetch(`${SHELL_ORIGIN}/`, { headers: { accept: 'text/html' } })).text();
    const built = fs.readFileSync(path.join(APPS.shell.dist, 'index.html'), 'utf8');
    if (scripts(served) !== scripts(built)) {
      console.warn('WARNING: the running shell does not serve shell/dist/index.html (dev server or another build?); figures may be wrong.');
    }
  } catch (error) {
    console.warn(`WARNING: could not compare the running shell with shell/dist: ${error.message}`);
  }
}

/** Back to the seeded data, so every bench run sees the same invoices and users. */
export async function resetMock() {
  const res = await fetch(`${SHELL_ORIGIN}/api/__mock/reset`, { method: 'POST' });
  if (!res.ok) {
    console.warn(`WARNING: mock reset answered ${res.status} (servers started without MOCK_CONTROL=1?); measuring the current data`);
  }
}

/** Back to the seeded data, then the route's instance settings (`route.config`: the mode its screen needs). */
async function prepareMock(config) {
  await resetMock();
  if (!config) return;
  const res = await fetch(`${SHELL_ORIGIN}/api/__mock/config`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify(config) });
  if (!res.ok) throw new Error(`mock config patch answered ${res.status}`);
}

/**
 * Resolves to `storageFor(route)`: puts the mock in the route's state (seed, then `route.config`),
 * signs the route's demo user in *now* and resolves to the localStorage entries the app reads ({}
 * for the anonymous visitor). Called before every page load, because a mock reset (the e2e
 * journeys reset before each test) forgets the tokens handed out before.
 */
export async function sessionProvider() {
  // Staff see a changelog dialog 2 s after load until they dismiss the running version; a
  // returning admin has, and with it open Lighthouse takes the dialog (a timer) as the LCP.
  const { currentVersion } = await (await fetch(`${SHELL_ORIGIN}/api/`)).json();
  return async ({ user: name, config }) => {
    await prepareMock(config);
    if (!name) return {};
    const credentials = USERS[name];
    const res = await fetch(`${SHELL_ORIGIN}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    if (!res.ok) throw new Error(`login as ${credentials.email} answered ${res.status}`);
    const { token, userId, user } = await res.json();
    const storage = { token, userId, user: JSON.stringify(user) };
    if (user.rank !== 'USER' && currentVersion) storage.staffChangelogDialog = currentVersion;
    return storage;
  };
}
