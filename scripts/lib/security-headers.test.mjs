import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPagePolicy } from './security-headers.mjs';

let api;
let dist;
let config;

beforeAll(async () => {
  api = http.createServer((req, res) => {
    if (req.url === '/api/') res.setHeader('Content-Type', 'application/json').end(JSON.stringify(config));
    else res.writeHead(404).end();
  });
  await new Promise((resolve) => api.listen(0, resolve));
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
  fs.writeFileSync(path.join(dist, 'csp.json'), JSON.stringify({ scriptHashes: ['sha256-boot'] }));
});

afterAll(() => {
  api.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const registry = (entries) =>
  fs.writeFileSync(path.join(dist, 'remotes.json'), JSON.stringify({ remotes: entries.map(([name, entry]) => ({ name, entry })) }));
const scriptSources = (policy) => policy.split('; ').find((directive) => directive.startsWith('script-src ')).split(' ');

describe('the policy the shell’s server sends with a page', () => {
  it('allows the remotes where remotes.json says they are now, the build’s hashes and the fragment’s', async () => {
    config = { umami: null, settings: { ads: { site: false } } };
    const pagePolicy = createPagePolicy({ dist, apiTarget: `http://localhost:${api.address().port}` });
    registry([['billing', 'http://localhost:3003/mf-manifest.json']]);
    expect(scriptSources(await pagePolicy(['sha256-fragment']))).toEqual(
      expect.arrayContaining(['http://localhost:3003', "'sha256-boot'", "'sha256-fragment'"]),
    );
    registry([['billing', 'https://billing.cdn.example/v2/mf-manifest.json']]);
    const moved = scriptSources(await pagePolicy());
    expect(moved).toContain('https://billing.cdn.example');
    expect(moved).not.toContain('http://localhost:3003');
  });

  it('adds the analytics the instance’s config turns on, and works without a config', async () => {
    registry([]);
    config = { umami: 'site-1', settings: { ads: { site: false } } };
    const withConfig = createPagePolicy({ dist, apiTarget: `http://localhost:${api.address().port}` });
    expect(scriptSources(await withConfig())).toContain('https://cloud.umami.is');
    const unreachable = createPagePolicy({ dist, apiTarget: 'http://localhost:1' });
    expect(scriptSources(await unreachable())).not.toContain('https://cloud.umami.is');
  });
});
