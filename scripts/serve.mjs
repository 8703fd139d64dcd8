// Serves the whole product from production builds: the mock API (unless API_URL points at a
// real backend) and the shell and each remote on its own port, each in its own process so
// one can be stopped and restarted alone. Stops everything on Ctrl+C.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { APPS, API_TARGET, MOCK_API_PORT, ROOT } from './apps.mjs';
import { register } from 'tsx/esm/api';
import { waitForHttp } from './lib/run.mjs';

const children = [];
const start = (label, args, env = {}) => {
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    if (!stopping && code !== 0) console.error(`${label} stopped (exit ${code})`);
  });
  children.push(child);
};

let stopping = false;
const stopAll = () => {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

if (!process.env.API_URL) {
  start('mock API', ['--import', 'tsx', path.join(ROOT, 'mocks/src/server.ts')], {
    PORT: String(MOCK_API_PORT),
    PANEL_ORIGIN: process.env.PANEL_ORIGIN ?? `http://localhost:${APPS.shell.port}`,
  });
}
for (const name of Object.keys(APPS)) start(name, [path.join(ROOT, 'scripts/serve-app.mjs'), name]);

await Promise.all([
  waitForHttp(`${API_TARGET}/api/`),
  ...Object.values(APPS).map((app) => waitForHttp(`http://localhost:${app.port}/`)),
]);
console.log(`\nThe panel is running: open http://localhost:${APPS.shell.port}`);
console.log(process.env.API_URL ? `API: ${API_TARGET}` : `Mock API: http://localhost:${MOCK_API_PORT}/api/`);
if (!process.env.API_URL) {
  register();
  const { DEMO_USERS, DEMO_PASSWORD } = await import('../mocks/src/seed.ts');
  console.log(`\nDemo logins (password for all: ${DEMO_PASSWORD})`);
  for (const user of Object.values(DEMO_USERS)) console.log(`  ${user.email.padEnd(24)} ${user.label}`);
  console.log('');
}
