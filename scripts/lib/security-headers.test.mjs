import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPE_COOKIE } from '../../mocks/src/scope';
import { createPagePolicy, MOCK_SCOPE_COOKIE, mockScopeOf } from './security-headers.mjs';

let api;
let dist;
let config;
/** The config of each mock scope, as the mock answers a request that names it in its cookie. */
const scopedConfigs = new Map();
/** The Cookie header of each config call the fake API answered. */
const cookiesSent = [];

const scopeOfCookie = (cookie) => /(?:^|;\s*)mock-scope=([^;]*)/.exec(cookie ?? '')?.[1];

beforeAll(async () => {
  api = http.createServer((req, res) => {
    if (req.url === '/api/') {
      cookiesSent.push(req.headers.cookie);
      res.setHeader('Content-Type', 'application/json').end(JSON.stringify(scopedConfigs.get(scopeOfCookie(req.headers.cookie)) ?? config));
    } else res.writeHead(404).end();
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

  it('follows the config of the visitor’s own mock scope, asking with that cookie alone, each scope kept apart', async () => {
    registry([]);
    config = { umami: null, settings: { ads: { site: false } } };
    scopedConfigs.set('journey-1', { umami: null, settings: { ads: { site: true, adservice: 'ADSENSE', b1: 'ca-pub-1' } } });
    scopedConfigs.set('journey-2', { umami: 'site-2', settings: { ads: { site: false } } });
    const pagePolicy = createPagePolicy({ dist, apiTarget: `http://localhost:${api.address().port}` });
    cookiesSent.length = 0;

    const first = scriptSources(await pagePolicy([], 'theme=dark; mock-scope=journey-1; token=secret'));
    expect(first).toContain('https://pagead2.googlesyndication.com');
    expect(first).not.toContain('https://cloud.umami.is');
    const second = scriptSources(await pagePolicy([], 'mock-scope=journey-2'));
    expect(second).toContain('https://cloud.umami.is');
    expect(second).not.toContain('https://pagead2.googlesyndication.com');
    // Without a scope: the shared config, asked for without any cookie, as a real backend would be.
    const none = scriptSources(await pagePolicy([], 'theme=dark'));
    expect(none).not.toContain('https://pagead2.googlesyndication.com');
    expect(none).not.toContain('https://cloud.umami.is');
    expect(cookiesSent).toEqual(['mock-scope=journey-1', 'mock-scope=journey-2', undefined]);

    // Each scope's answer is kept: a page of the first scope again asks nothing.
    expect(scriptSources(await pagePolicy([], 'mock-scope=journey-1'))).toContain('https://pagead2.googlesyndication.com');
    expect(cookiesSent).toHaveLength(3);
  });
});

describe('the mock scope a page request names', () => {
  it('is read from the cookie the mock reads it from', () => {
    expect(MOCK_SCOPE_COOKIE).toBe(SCOPE_COOKIE);
  });

  it.each([
    ['the scope cookie among others', 'a=1; mock-scope=abc_DEF-9; b=2', 'abc_DEF-9'],
    ['no cookie', undefined, null],
    ['no scope cookie', 'scope=abc', null],
    ['the scope cookie with the next one right after it', 'mock-scope=abc;token=x', 'abc'],
    ['a value that is no scope id', 'mock-scope=a%20b', null],
    ['a value with a space or an equals sign', 'mock-scope=a=b', null],
    ['an empty value', 'mock-scope=', null],
  ])('%s', (_, cookie, expected) => {
    expect(mockScopeOf(cookie)).toBe(expected);
  });
});
