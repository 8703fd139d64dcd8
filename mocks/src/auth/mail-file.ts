import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { currentScope } from '../scope';
import type { SentMail } from './state';

/** A mail as the file holds it: with the mock scope it was sent in, so parallel tests read only their own. */
export interface ScopedMail extends SentMail {
  scope: string;
}

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Where the mock server writes the mails it "sends", one JSON object a line: a file on this
 * machine, never an HTTP answer, since a mail's link signs in as its recipient.
 * `MOCK_MAIL_FILE` moves it.
 */
export const mailFilePath = (env: NodeJS.ProcessEnv = process.env): string =>
  path.resolve(ROOT, env.MOCK_MAIL_FILE ?? '.run/mock-mail/outbox.jsonl');

/** Starts the file empty (a new server has sent nothing) and returns a writer appending each mail. */
export function mailFileWriter(file: string): (mail: SentMail) => void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, '', { mode: 0o600 });
  return (mail) => appendFileSync(file, `${JSON.stringify({ ...mail, scope: currentScope() } satisfies ScopedMail)}\n`);
}
