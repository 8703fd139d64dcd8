/**
 * Controls the production servers `scripts/serve.mjs` runs, one app at a time: stop and
 * start an app's server (each runs in its own process and writes `.run/<name>.pid`), and
 * rebuild one remote as a new release would.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type AppName = 'shell' | 'auth' | 'customer' | 'billing' | 'staff';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Servers the journeys started themselves; global-teardown.ts stops them when the run ends. */
export const STARTED_BY_TESTS = path.join(REPO_ROOT, '.run', 'e2e-started.pids');

/** Stops every server a journey started (they are detached, so nothing else would). */
export function stopServersStartedByTests(): void {
  if (!fs.existsSync(STARTED_BY_TESTS)) return;
  for (const pid of fs.readFileSync(STARTED_BY_TESTS, 'utf8').split('\n').filter(Boolean).map(Number)) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  fs.rmSync(STARTED_BY_TESTS);
}

/** Ports as in decisions.md and scripts/apps.mjs. */
const PORT_OFFSET = Number(process.env.PORT_OFFSET ?? 0);
export const APP_PORTS: Record<AppName, number> = {
  shell: 3000 + PORT_OFFSET,
  auth: 3001 + PORT_OFFSET,
  customer: 3002 + PORT_OFFSET,
  billing: 3003 + PORT_OFFSET,
  staff: 3004 + PORT_OFFSET,
};

/** The mock API's own server, which the shell's /api proxies to. */
export const MOCK_API_ORIGIN = `http://localhost:${3100 + PORT_OFFSET}`;

export const appOrigin = (name: AppName) => `http://localhost:${APP_PORTS[name]}`;
export const distDir = (name: AppName) =>
  path.join(REPO_ROOT, name === 'shell' ? 'shell/dist' : `remotes/${name}/dist`);

const POLL_MS = 100;

async function answers(name: AppName): Promise<boolean> {
  try {
    await fetch(`${appOrigin(name)}/`, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

async function waitUntil(condition: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * The process listening on a local TCP port, from /proc (Linux): the socket's inode in
 * /proc/net/tcp{,6}, then the process holding that inode. Null where /proc is unavailable.
 */
function listenerOf(port: number): number | null {
  const portHex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is HEXIP:HEXPORT, st 0A is LISTEN, the inode is the tenth field.
      if (fields[1]?.endsWith(`:${portHex}`) && fields[3] === '0A' && fields[9]) inodes.add(`socket:[${fields[9]}]`);
    }
  }
  if (inodes.size === 0 || !fs.existsSync('/proc')) return null;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      for (const fd of fs.readdirSync(`/proc/${entry}/fd`)) {
        if (inodes.has(fs.readlinkSync(`/proc/${entry}/fd/${fd}`))) return Number(entry);
      }
    } catch {
      // the process ended meanwhile, or is not ours to inspect
    }
  }
  return null;
}

/** The server's process: `.run/<name>.pid`, checked against who really holds the port. */
function serverPid(name: AppName): number {
  const pidFile = path.join(REPO_ROOT, '.run', `${name}.pid`);
  const recorded = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').trim()) : NaN;
  const listener = listenerOf(APP_PORTS[name]);
  if (listener !== null) return listener;
  if (Number.isInteger(recorded) && recorded > 0 && isAlive(recorded)) return recorded;
  throw new Error(`no process found serving ${name} on port ${APP_PORTS[name]} (${pidFile} is missing or stale)`);
}

/** Stops one app's server and waits until its port refuses connections. */
export async function stopServer(name: AppName): Promise<void> {
  process.kill(serverPid(name), 'SIGTERM');
  await waitUntil(async () => !(await answers(name)), `the ${name} server did not stop`, 10_000);
}

/** Starts one app's server from its production build, unless it already answers. */
export async function startServer(name: AppName): Promise<void> {
  if (await answers(name)) return;
  const child = spawn(process.execPath, ['scripts/serve-app.mjs', name], {
    detached: true,
    stdio: 'ignore',
    cwd: REPO_ROOT,
  });
  child.unref();
  if (child.pid) fs.appendFileSync(STARTED_BY_TESTS, `${child.pid}\n`);
  await waitUntil(() => answers(name), `the ${name} server did not start`, 20_000);
}

/**
 * Runs `body` with one app's server stopped. The server is running again afterwards, even
 * when the body fails; the body may start it itself (startServer is idempotent).
 */
export async function withServerStopped(name: AppName, body: () => Promise<void>): Promise<void> {
  await stopServer(name);
  try {
    await body();
  } finally {
    await startServer(name);
  }
}

/** Rebuilds one remote for production with the given BUILD_ID, as a release of it would. */
export function rebuildRemote(name: Exclude<AppName, 'shell'>, buildId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn('pnpm', ['--filter', `@panel/${name}`, 'build'], {
      cwd: REPO_ROOT,
      env: { ...process.env, BUILD_ID: buildId, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`building ${name} failed (exit ${code}):\n${output}`)),
    );
  });
}

/** A digest of every file under a directory (paths and contents), to prove it was left alone. */
export function hashTree(dir: string): string {
  const hash = createHash('sha256');
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        hash.update(path.relative(dir, full));
        hash.update(fs.readFileSync(full));
      }
    }
  };
  walk(dir);
  return hash.digest('hex');
}
