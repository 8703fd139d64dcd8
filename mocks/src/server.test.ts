import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@panel/api/contract';
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
