import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchText } from './fetch-text.mjs';

let server;
let origin;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/silent') return; // accepts, never answers
    if (req.url === '/missing') return void res.writeHead(404).end('no');
    res.end('hello');
  });
  await new Promise((resolve) => server.listen(0, resolve));
  origin = `http://localhost:${server.address().port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('fetchText', () => {
  it('gives the answer, its status and text', async () => {
    expect(await fetchText(`${origin}/ok`, 1_000)).toEqual({ ok: true, status: 200, text: 'hello' });
    expect(await fetchText(`${origin}/missing`, 1_000)).toEqual({ ok: false, status: 404, text: 'no' });
  });

  it('settles with null by its deadline when the server accepts and never answers', async () => {
    const started = Date.now();
    expect(await fetchText(`${origin}/silent`, 200)).toBeNull();
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('settles with null when nothing listens', async () => {
    expect(await fetchText('http://localhost:1/', 1_000)).toBeNull();
  });
});
