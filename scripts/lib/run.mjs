// Small process helpers shared by the start, test, dev and bench scripts. Node built-ins
// only: they run before dependencies are installed.
import { spawn, spawnSync } from 'node:child_process';
import { ROOT } from '../apps.mjs';

/** Runs a command to completion with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

export const hasCommand = (command) =>
  spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0;

/** Waits until an HTTP server answers (any status), or throws after the timeout. */
export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
