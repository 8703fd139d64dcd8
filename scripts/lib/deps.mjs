// Makes sure the pinned pnpm and the workspace dependencies are there, on a machine that
// may have nothing but Node and npm.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { ROOT } from '../apps.mjs';
import { hasCommand, run } from './run.mjs';

const { packageManager } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const PNPM_VERSION = packageManager.split('@')[1];

let installAttempted = false;

/** pnpm itself, installed globally with npm when missing; the pinned version through npx as a last resort. */
export function pnpmCommand() {
  if (!hasCommand('pnpm') && !installAttempted) {
    installAttempted = true;
    console.log(`Installing pnpm ${PNPM_VERSION} with npm…`);
    spawnSync('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' });
  }
  return hasCommand('pnpm') ? ['pnpm'] : ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

export async function pnpm(args, options) {
  const [command, ...prefix] = pnpmCommand();
  return run(command, [...prefix, ...args], options);
}

const stampFile = path.join(ROOT, 'node_modules', '.install-stamp');
const lockHash = () =>
  crypto.createHash('sha256').update(fs.readFileSync(path.join(ROOT, 'pnpm-lock.yaml'))).digest('hex');

/** Installs the workspace when node_modules is missing or older than the lockfile. */
export async function ensureDependencies() {
  const hash = lockHash();
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash) return;
  console.log('Installing dependencies with pnpm…');
  const code = await pnpm(['install', '--frozen-lockfile']);
  if (code !== 0) throw new Error('pnpm install failed');
  fs.writeFileSync(stampFile, hash);
}
