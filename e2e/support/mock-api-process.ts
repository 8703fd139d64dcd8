/** A second mock API process, started apart from the served product, as `npm start` runs it. */
import { spawn } from 'node:child_process';
import { REPO_ROOT } from './servers';

const LISTENING = /mock API listening on (\S+)/;

/**
 * Runs `mocks/src/server.ts` on a free port with `env` over this environment (MOCK_CONTROL
 * unset unless given), hands its URL to `body`, and stops it afterwards.
 */
export async function withMockApiProcess(env: Record<string, string>, body: (url: string) => Promise<void>): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/src/server.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, MOCK_CONTROL: '', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = LISTENING.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      child.once('exit', (code) => reject(new Error(`the mock API exited (${code}) before listening:\n${output}`)));
    });
    await body(url);
  } finally {
    child.kill('SIGTERM');
  }
}
