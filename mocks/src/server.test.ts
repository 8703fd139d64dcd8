import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '@panel/api/contract';
import type { SentMail } from './auth/state';
import { DEMO_USERS, SEED_INVOICES } from './seed';
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

describe('mock HTTP server started as `npm start` starts it', () => {
  it('prints where to read each mail, never its link or token', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./server.ts', import.meta.url))], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: { ...process.env, PORT: '0', PANEL_ORIGIN: 'http://panel.test:8080' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const url = await vi.waitFor(() => /mock API listening on (\S+)/.exec(output)?.[1] ?? expect.fail('not listening yet'), { timeout: 15_000 });
      const { email } = DEMO_USERS.customer;
      const forgot = await fetch(`${url}/api/auth/password/forgot`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      expect(forgot.status).toBe(202);
      await vi.waitFor(() => expect(output).toContain('mock mail to'));

      expect(output).toContain(`mock mail to ${email}: Reset your Nebula Hosting password — open http://panel.test:8080/api/__mock/mail?to=${email}`);
      const [mail] = (await (await fetch(`${url}/api/__mock/mail?to=${email}`)).json()) as SentMail[];
      const token = new URL(mail?.link ?? 'x:').hash.replace('#token=', '');
      expect(token).not.toBe('');
      expect(output).not.toContain(token);
      expect(output).not.toContain('#token=');
    } finally {
      child.kill('SIGTERM');
    }
  }, 30_000);
});
