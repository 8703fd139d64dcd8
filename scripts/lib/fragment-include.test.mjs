import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { routeMatcherModule } from '../../shell/boot/inline-scripts';
import { createIndexRenderer } from './fragment-include.mjs';

const TEMPLATE = '<html><body><div id="root"></div></body></html>';
let remote;
let dist;
const requests = [];
/** While set, the remote hangs up without an answer (as when it is too busy to answer in time). */
let silent = false;
/** While set, the remote no longer publishes its sign-in fragment. */
let loginGone = false;
/** While set, the sign-in fragment has the startup mark, and a script of its own after it. */
let markedLogin = false;

beforeAll(async () => {
  remote = http.createServer((req, res) => {
    requests.push(req.url);
    if (silent) return void req.socket.destroy();
    if (loginGone && req.url === '/fragments/auth/login.html') return void res.writeHead(404).end();
    if (req.url === '/fragments/auth/login.html' && markedLogin) res.end('<form data-login-form></form><!-- panel:startup-scripts --><script>fill()</script>');
    else if (req.url === '/fragments/auth/login.html') res.end('<form data-login-form></form>');
    else if (req.url === '/fragments/invoice/_.html') res.end('<h1>Invoice {{segment}}</h1>');
    else if (req.url === '/fragments/index.html') res.end('<h1>Welcome back</h1>');
    else if (req.url === '/csp.json') res.end(JSON.stringify({ scriptHashes: ['sha256-fragment'] }));
    else res.writeHead(404).end();
  });
  await new Promise((resolve) => remote.listen(0, resolve));
  const entry = `http://localhost:${remote.address().port}/mf-manifest.json`;
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(dist, 'route-matcher.mjs'), routeMatcherModule());
  fs.writeFileSync(path.join(dist, 'remotes.json'), JSON.stringify({ remotes: [{ name: 'auth', entry }, { name: 'billing', entry }, { name: 'customer', entry }] }));
});

afterAll(() => {
  remote.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the shell server includes the owning remote’s fragment of the first screen', () => {
  it('puts the fragment before the app root, marked so the app can replace it', async () => {
    const { html } = await createIndexRenderer(dist)('/auth/login');
    expect(html).toContain('<div data-boot-fragment><form data-login-form></form></div><div id="root">');
  });

  it('moves the page’s startup scripts, in their order, to a fragment’s startup mark, and leaves the others', async () => {
    const startup = '<script data-startup>one()</script><script data-startup>two()</script>';
    const page = `<html><head><script>theme()</script>${startup}<style>a{}</style></head><body><div id="root"></div></body></html>`;
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    for (const file of ['route-matcher.mjs', 'remotes.json']) fs.copyFileSync(path.join(dist, file), path.join(folder, file));
    fs.writeFileSync(path.join(folder, 'index.html'), page);
    markedLogin = true;
    try {
      const login = (await createIndexRenderer(folder)('/auth/login')).html;
      expect(login).toBe(
        '<html><head><script>theme()</script><style>a{}</style></head><body>' +
          `<div data-boot-fragment><form data-login-form></form>${startup}<script>fill()</script></div><div id="root"></div></body></html>`,
      );
      // A fragment without the mark leaves them in <head>.
      expect((await createIndexRenderer(folder)('/')).html).toContain(`<head><script>theme()</script>${startup}<style>`);
    } finally {
      markedLogin = false;
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('serves the plain page where the remote has no fragment or the owner has no remote', async () => {
    const render = createIndexRenderer(dist);
    const plain = { html: TEMPLATE, scriptHashes: [] };
    expect(await render('/auth/verify')).toEqual(plain);
    expect(await render('/staff/users')).toEqual(plain);
    expect(await render('/invoice/abc/pay/stripe')).toEqual(plain);
  });

  it('includes the home’s fragment at the root, however the root is spelt', async () => {
    const render = createIndexRenderer(dist);
    expect((await render('/')).html).toContain('<div data-boot-fragment><h1>Welcome back</h1></div><div id="root">');
    expect((await render('//')).html).toContain('<h1>Welcome back</h1>');
  });

  it('fills a fragment for any one segment with that segment', async () => {
    const { html } = await createIndexRenderer(dist)('/invoice/inv-42');
    expect(html).toContain('<div data-boot-fragment><h1>Invoice inv-42</h1></div><div id="root">');
  });

  it('finds the page as the apps do (trailing slash, encoded segments), and escapes the segment', async () => {
    const render = createIndexRenderer(dist);
    expect((await render('/invoice/inv-42/')).html).toContain('<h1>Invoice inv-42</h1>');
    expect((await render('/%61uth/login')).html).toContain('<form data-login-form></form>');
    expect((await render('/invoice/%3Cb%3E%20x')).html).toContain('<h1>Invoice &lt;b&gt; x</h1>');
  });

  it('brings the hashes of the remote’s inline scripts with its fragment, for the page policy', async () => {
    expect((await createIndexRenderer(dist)('/auth/login')).scriptHashes).toEqual(['sha256-fragment']);
  });

  it('never asks a remote for anything but a route’s own fragment', async () => {
    const render = createIndexRenderer(dist);
    requests.length = 0;
    for (const unsafe of ['/auth/../secrets', '/auth/login%2F..', '//evil.test/x', '/auth/login.html', '/INVOICE/1', '/invoice/%2e%2e']) {
      expect((await render(unsafe)).html).toBe(TEMPLATE);
    }
    expect(requests).toEqual([]);
  });

  it('asks the remote again only after a few seconds', async () => {
    const render = createIndexRenderer(dist);
    requests.length = 0;
    await render('/auth/login');
    await render('/auth/login');
    expect(requests).toEqual(['/fragments/auth/login.html', '/csp.json']);
  });

  it('after a few seconds, answers with the last fragment at once and asks the remote again behind it', async () => {
    const render = createIndexRenderer(dist);
    const now = Date.now();
    await render('/auth/login');
    requests.length = 0;
    vi.spyOn(Date, 'now').mockReturnValue(now + 10_000);
    try {
      expect((await render('/auth/login')).html).toContain('<form data-login-form></form>');
      await vi.waitFor(() => expect(requests).toEqual(['/fragments/auth/login.html', '/csp.json']));
      await render('/auth/login');
      expect(requests).toHaveLength(2);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('keeps the last fragment while the remote does not answer in time, and drops it once the remote says it is gone', async () => {
    const render = createIndexRenderer(dist);
    const now = Date.now();
    const later = (seconds) => vi.spyOn(Date, 'now').mockReturnValue(now + seconds * 1000);
    expect((await render('/auth/login')).html).toContain('<form data-login-form></form>');

    later(10);
    silent = true;
    try {
      const { html, scriptHashes } = await render('/auth/login');
      expect(html).toContain('<form data-login-form></form>');
      expect(scriptHashes).toEqual(['sha256-fragment']);
    } finally {
      silent = false;
    }
    later(20);
    loginGone = true;
    try {
      // The page that notices the age still gets the last answer; the ones after it, the remote's new one.
      expect((await render('/auth/login')).html).toContain('<form data-login-form></form>');
      await vi.waitFor(async () => expect((await render('/auth/login')).html).toBe(TEMPLATE));
    } finally {
      loginGone = false;
      vi.restoreAllMocks();
    }
  });

  it('asks a remote that has not answered yet again with the next page', async () => {
    const render = createIndexRenderer(dist);
    silent = true;
    try {
      expect((await render('/auth/login')).html).toBe(TEMPLATE);
    } finally {
      silent = false;
    }
    expect((await render('/auth/login')).html).toContain('<form data-login-form></form>');
  });
});
