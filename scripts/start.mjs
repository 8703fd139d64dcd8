// `npm start`: install (pinned pnpm), build every app for production, serve the product.
import { ensureDependencies, pnpm } from './lib/deps.mjs';
import { run } from './lib/run.mjs';
import { withCurrentSeedTime } from './lib/seed-time.mjs';

await ensureDependencies();
if ((await pnpm(['build'])) !== 0) process.exit(1);
process.exit(await run(process.execPath, ['scripts/serve.mjs'], { env: withCurrentSeedTime() }));
