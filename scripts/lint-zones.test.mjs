import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import zones of eslint.config.js: shared → apps, never back; no remote imports another remote or the shell.
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: repoRoot });

/** The no-restricted-imports messages for `source` imported from a file at `filePath`. */
async function restrictedImports(filePath, source) {
  const code = `import * as imported from '${source}';\nexport const used = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath: resolve(repoRoot, filePath) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports' || m.fatal);
}

const FORBIDDEN = [
  ['a remote', 'remotes/billing/src/x.tsx', '../../customer/src/app', 'never imported'],
  ['a remote', 'remotes/billing/src/features/invoice/x.tsx', '../../../../customer/src/app', 'never imported'],
  ['a remote', 'remotes/billing/src/x.tsx', '../../../remotes/customer/src/app', 'never imported'],
  ['a remote', 'remotes/billing/src/x.tsx', '@panel/customer', 'never imported'],
  ['a remote', 'remotes/staff/src/x.tsx', '@panel/auth/app', 'never imported'],
  ['a remote', 'remotes/billing/src/x.tsx', '../../../shell/src/app/App', 'never by importing the shell'],
  ['a remote', 'remotes/auth/src/x.tsx', '@panel/shell', 'never by importing the shell'],
  ['a remote', 'remotes/customer/src/x.tsx', 'react-router', '@panel/router'],
  ['a remote', 'remotes/customer/src/x.tsx', 'react-router-dom', '@panel/router'],
  ['a remote', 'remotes/billing/src/x.tsx', '@panel/mocks/handlers', 'no mocking code'],
  ['a remote', 'remotes/billing/src/x.tsx', '../../../mocks/src/seed', 'no mocking code'],
  ['shared', 'shared/ui/src/x.tsx', '../../../shell/src/x', 'never by importing the shell'],
  ['shared', 'shared/session/src/x.ts', '@panel/billing', 'never imported'],
  ['shared', 'shared/rules/src/x.ts', '../../../remotes/staff/src/app', 'never imported'],
  ['shared', 'shared/ui/src/x.tsx', 'react-router', '@panel/router'],
  ['the shell', 'shell/src/app/x.tsx', '@panel/billing', 'never imported'],
  ['the shell', 'shell/src/app/x.tsx', '../../../remotes/billing/src/app', 'never imported'],
  ['the shell', 'shell/src/app/x.tsx', 'react-router', '@panel/router'],
  ['the shell', 'shell/src/app/x.tsx', '@panel/mocks/handlers', 'no mocking code'],
];

const ALLOWED = [
  ['a remote', 'remotes/billing/src/x.tsx', '@panel/ui'],
  ['a remote', 'remotes/billing/src/x.tsx', '@panel/router'],
  ['a remote', 'remotes/billing/src/x.tsx', '@panel/session'],
  ['a remote', 'remotes/billing/src/x.tsx', './features/invoice/InvoiceScreen'],
  ['a remote', 'remotes/customer/src/features/home/x.tsx', '../join/JoinScreen'],
  ['the shell', 'shell/src/app/x.tsx', '../remotes/RemoteMount'],
  ['shared', 'shared/ui/src/x.tsx', '@panel/rules'],
  ['a test file', 'remotes/billing/src/x.test.tsx', '../../../mocks/src/handlers'],
  ['a test file', 'shell/src/app/x.test.tsx', '@panel/mocks/handlers'],
];

describe('import zones', () => {
  it.each(FORBIDDEN)('%s may not import it: %s ← %s', async (_zone, filePath, source, reason) => {
    const messages = await restrictedImports(filePath, source);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ ruleId: 'no-restricted-imports', severity: 2 });
    expect(messages[0].message).toContain(reason);
  });

  it.each(ALLOWED)('%s may import it: %s ← %s', async (_zone, filePath, source) => {
    expect(await restrictedImports(filePath, source)).toEqual([]);
  });
});
