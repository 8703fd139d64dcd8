// Browser tests drive Debian's Chromium; Playwright's own browser download cannot work here.
import fs from 'node:fs';
import { run } from './run.mjs';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export async function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) return;
  console.log('Installing Debian Chromium with apt-get…');
  const asRoot = process.getuid?.() === 0;
  const apt = (args) => (asRoot ? run('apt-get', args) : run('sudo', ['apt-get', ...args]));
  await apt(['update', '-qq']);
  const code = await apt(['install', '-y', '-qq', 'chromium']);
  if (code !== 0 || !fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH} and apt-get could not install it`);
  }
}
