import http from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../mocks/src/http-bridge.ts';
import { startMockServer } from '../../mocks/src/server.ts';
import { createApiProxy } from './api-proxy.mjs';

/** An express app with only the proxy, as the shell's server mounts it, on a free port. */
async function proxyTo(target) {
  const app = express();
  app.use(createApiProxy(target));
  const server = http.createServer(app);
  await new Promise((resolve) => server.listen(0, resolve));
  return { url: `http://localhost:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('the /api proxy', () => {
  let mock;
  let proxy;
  beforeAll(async () => {
    mock = await startMockServer({ port: 0 });
    proxy = await proxyTo(mock.url);
  });
  afterAll(async () => {
    await proxy.close();
    await mock.close();
  });

  it('passes the mock API\'s 413 for a 2 MiB body through, with its message', async () => {
    const response = await fetch(`${proxy.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'a@panel.test', password: 'x'.repeat(2 * MAX_BODY_BYTES) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: `Request body is larger than ${MAX_BODY_BYTES} bytes` });
    expect((await fetch(`${proxy.url}/api/`)).status).toBe(200);
  });

  it('answers 502 with an error body when the API cannot be reached', async () => {
    const closed = http.createServer();
    await new Promise((resolve) => closed.listen(0, resolve));
    const { port } = closed.address();
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = await proxyTo(`http://localhost:${port}`);
    try {
      const response = await fetch(`${unreachable.url}/api/`);
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ message: expect.stringContaining('could not be reached') });
    } finally {
      await unreachable.close();
    }
  });
});
