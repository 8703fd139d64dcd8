import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '@panel/api/contract';
import type { SentMail } from './auth/state';
import { DEMO_USERS, SEED_INVOICES } from './seed';
import { MAX_BODY_BYTES } from './http-bridge';
import { startMockServer, type MockServer } from './server';

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer({ port: 0 });
});
afterAll(() => server.close());

describe('mock HTTP server', () => {
  it('serves the contract over real HTTP on both loopback names', async () => {
    for (const host of ['localhost', '127.0.0.1']) {
      const response = await fetch(`http://${host}:${server.port}/api/`);
      expect(response.status).toBe(200);
    }
  });

  it('round-trips JSON bodies, auth and binary PDFs', async () => {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_USERS.staff.email, password: DEMO_USERS.staff.password }),
    });
    const { token } = (await login.json()) as LoginResponse;

    const pdf = await fetch(`${server.url}/api/invoices/${SEED_INVOICES.paidOther}/download`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
  });

  it('answers 404 JSON for unknown paths', async () => {
    const response = await fetch(`${server.url}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found' });
  });
});

describe('request bodies', () => {
  const post = (headers: Record<string, string>, body: BodyInit) =>
    fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body, duplex: 'half' } as RequestInit);

  it('refuses a body over 1 MiB by its Content-Length with 413, without parsing it', async () => {
    const response = await post({}, JSON.stringify({ email: 'a@panel.test', password: 'x'.repeat(MAX_BODY_BYTES) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: `Request body is larger than ${MAX_BODY_BYTES} bytes` });
  });

  it('refuses a body streamed without a length as soon as it passes 1 MiB', async () => {
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        // Far more than the limit: the server must answer long before the end.
        if (sent > 64 * MAX_BODY_BYTES) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await post({}, endless);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(8 * MAX_BODY_BYTES);
  });

  it('answers a 128 KB crafted email within milliseconds', async () => {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/auth/password/forgot`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: `a@${'.'.repeat(128 * 1024)}@` }),
    });
    expect(response.status).toBe(400);
    // A backtracking check took about 50 s on this address; the bound leaves room for a busy machine.
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('mock control', () => {
  const controls: [string, string][] = [
    ['GET', '/api/__mock/state'],
    ['GET', '/api/__mock/mail'],
    ['PATCH', '/api/__mock/config'],
    ['DELETE', '/api/__mock/sessions?userId=u-admin'],
    ['POST', '/api/__mock/stripe/confirm'],
    ['POST', '/api/__mock/reset'],
  ];
  const send = (url: string, [method, path]: [string, string]) =>
    fetch(`${url}${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: method === 'GET' ? undefined : '{}' });

  it('is closed unless asked for: every /api/__mock/* path answers 404', async () => {
    for (const control of controls) expect((await send(server.url, control)).status, control.join(' ')).toBe(404);
  });

  it('is open when the server is started with it; mails are no longer served', async () => {
    const withControl = await startMockServer({ port: 0, mockControl: true });
    try {
      expect((await send(withControl.url, ['GET', '/api/__mock/state'])).status).toBe(200);
      expect((await send(withControl.url, ['GET', '/api/__mock/mail'])).status).toBe(404);
    } finally {
      await withControl.close();
    }
  });
});

/** Runs `mocks/src/server.ts` as `npm start` does, with `env` added; stopped after `check`. */
async function withServerProcess(env: Record<string, string>, check: (url: string, output: () => string) => Promise<void>): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./server.ts', import.meta.url))], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: { ...process.env, MOCK_CONTROL: '', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const url = await vi.waitFor(() => /mock API listening on (\S+)/.exec(output)?.[1] ?? expect.fail('not listening yet'), { timeout: 15_000 });
    await check(url, () => output);
  } finally {
    child.kill('SIGTERM');
  }
}

const forgotPassword = (url: string, email: string) =>
  fetch(`${url}/api/auth/password/forgot`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email }) });

describe('mock HTTP server started as `npm start` starts it', () => {
  const { email } = DEMO_USERS.customer;

  it('with MOCK_CONTROL=1, writes each mail to the mail file and prints where it is, never its link or token', async () => {
    const mailFile = path.join(mkdtempSync(path.join(tmpdir(), 'mock-mail-')), 'outbox.jsonl');
    await withServerProcess({ MOCK_CONTROL: '1', MOCK_MAIL_FILE: mailFile, PANEL_ORIGIN: 'http://panel.test:8080' }, async (url, output) => {
      expect(output()).toContain('mock control on');
      expect((await forgotPassword(url, email)).status).toBe(202);
      await vi.waitFor(() => expect(output()).toContain('mock mail to'));

      expect(output()).toContain(`mock mail to ${email}: Reset your Nebula Hosting password — read it in ${mailFile}`);
      const [mail] = readFileSync(mailFile, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as SentMail);
      expect(mail).toMatchObject({ to: email, kind: 'password-reset', link: expect.stringMatching(/^http:\/\/panel\.test:8080\/auth\/forgot-password#token=/) });
      const token = new URL(mail?.link ?? 'x:').hash.replace('#token=', '');
      expect(token).not.toBe('');
      expect(output()).not.toContain(token);
      expect(output()).not.toContain('#token=');
    });
  }, 30_000);

  it('without MOCK_CONTROL, keeps no mail and serves no control', async () => {
    const mailFile = path.join(mkdtempSync(path.join(tmpdir(), 'mock-mail-')), 'outbox.jsonl');
    await withServerProcess({ MOCK_MAIL_FILE: mailFile }, async (url, output) => {
      expect((await fetch(`${url}/api/__mock/state`)).status).toBe(404);
      expect((await forgotPassword(url, email)).status).toBe(202);
      await vi.waitFor(() => expect(output()).toContain('mock mail to'));
      expect(output()).not.toContain('#token=');
      expect(existsSync(mailFile)).toBe(false);
    });
  }, 30_000);
});
