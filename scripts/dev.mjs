// `pnpm dev`: hot-reloading development of everything: the mock API (restarts on change)
// and the shell and every remote on their dev servers, on the same ports as production.
import path from 'node:path';
import { MOCK_API_PORT, ROOT } from './apps.mjs';
import { ensureDependencies, pnpm } from './lib/deps.mjs';
import { run } from './lib/run.mjs';
import { withCurrentSeedTime } from './lib/seed-time.mjs';

await ensureDependencies();
const mock = process.env.API_URL
  ? Promise.resolve(0)
  : run(process.execPath, ['--import', 'tsx', '--watch', path.join(ROOT, 'mocks/src/server.ts')], {
      env: { ...withCurrentSeedTime(), PORT: String(MOCK_API_PORT) },
    });
const apps = pnpm(['--parallel', '--filter', './shell', '--filter', './remotes/*', 'dev']);
console.log('Development servers starting: open http://localhost:3000 (demo password: demo1234)');
process.exit(Math.max(await mock, await apps));
