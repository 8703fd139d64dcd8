// Serves one app's production build: gzip, cache headers, CORS for remotes; the shell also
// proxies /api (to API_URL or the mock API) and falls back to index.html for client routes.
// Usage: node scripts/serve-app.mjs <shell|auth|customer|billing|staff>
import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import compression from 'compression';
import { APPS, API_TARGET, PORT_OFFSET, RUN_DIR } from './apps.mjs';
import { createApiProxy } from './lib/api-proxy.mjs';
import { createIndexRenderer } from './lib/fragment-include.mjs';
import { registryAtPorts } from './lib/remote-registry.mjs';
import { settleWithin } from './lib/settle-within.mjs';
import { commonSecurityHeaders, createPagePolicy, STATIC_HTML_POLICY } from './lib/security-headers.mjs';

const name = process.argv[2];
const app = APPS[name];
if (!app) {
  console.error(`unknown app "${name}"; expected one of ${Object.keys(APPS).join(', ')}`);
  process.exit(2);
}

if (!fs.existsSync(app.dist)) {
  console.error(`${name}: no build at ${app.dist}; run \`pnpm build\` first`);
  process.exit(1);
}

// With PORT_OFFSET the remotes listen elsewhere: point the served registry's local entries
// at them, as a deploy that moves a remote would edit remotes.json. Before the static files
// are indexed, so the dropped brotli copy is not offered.
if (name === 'shell' && PORT_OFFSET) {
  const registry = path.join(app.dist, 'remotes.json');
  const body = registryAtPorts(JSON.parse(fs.readFileSync(registry, 'utf8')), (remote) => APPS[remote]?.port);
  fs.writeFileSync(registry, `${JSON.stringify(body, null, 2)}\n`);
  fs.rmSync(`${registry}.br`, { force: true });
}

// Files whose name never changes must be revalidated, so a redeployed remote is picked up
// on the next page load; content-hashed files can be cached for good.
const REVALIDATE = /(\.html|\.json|remoteEntry\.js)$/;

const server = express();
server.disable('x-powered-by');
// A request still unanswered after this long is logged: a page that never loads shows here.
const SLOW_REQUEST_MS = 10_000;
server.use((req, res, next) => {
  const timer = setTimeout(() => console.error(`${name}: ${req.method} ${req.originalUrl} unanswered after ${SLOW_REQUEST_MS} ms`), SLOW_REQUEST_MS);
  res.on('close', () => clearTimeout(timer));
  next();
});
server.use(compression());
server.use(commonSecurityHeaders);

if (name === 'shell') {
  server.use(createApiProxy(API_TARGET));
} else {
  server.use((_req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });
}

// The build writes a brotli copy of every text file (rsbuild.config.ts); a browser that takes
// brotli gets it as it is, any other the file compressed on the fly by compression().
const staticFiles = expressStaticGzip(app.dist, {
  enableBrotli: true,
  orderPreference: ['br'],
  index: false,
  serveStatic: {
    index: false,
    setHeaders(res, file) {
      if (/\.html(\.br)?$/.test(file)) res.setHeader('Content-Security-Policy', STATIC_HTML_POLICY);
      res.setHeader(
        'Cache-Control',
        REVALIDATE.test(file.replace(/\.br$/, '')) ? 'no-cache' : 'public, max-age=31536000, immutable',
      );
    },
  },
});
// The shell's HTML is a page only with its policy: `/index.html` too is answered below.
server.use((req, res, next) => (name === 'shell' && req.path.endsWith('.html') ? next() : staticFiles(req, res, next)));

const renderIndex = createIndexRenderer(app.dist);
const PAGE_DEADLINE_MS = 2_000;
const pagePolicy = createPagePolicy({ dist: app.dist, apiTarget: API_TARGET });
server.use(async (req, res) => {
  if (req.method === 'GET' && name === 'shell' && req.accepts('html')) {
    // The page never waits long on a remote's fragment: without it in time, the plain page.
    const plain = () => ({ html: fs.readFileSync(path.join(app.dist, 'index.html'), 'utf8'), scriptHashes: [] });
    const { html, scriptHashes } = (await settleWithin(renderIndex(req.path).catch(() => null), PAGE_DEADLINE_MS)) ?? plain();
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Security-Policy', await pagePolicy(scriptHashes, req.headers.cookie));
    // For browsers older than CSP's frame-ancestors.
    res.setHeader('X-Frame-Options', 'DENY');
    res.type('html').send(html);
  } else {
    res.status(404).type('text').send('Not found');
  }
});

// Express 5 also calls this back when listening failed (for example the port is taken);
// only a server that really listens may claim the pid file.
server.listen(app.port, (error) => {
  if (error) {
    console.error(`${name}: cannot listen on port ${app.port}: ${error.message}`);
    process.exit(1);
  }
  fs.mkdirSync(RUN_DIR, { recursive: true });
  fs.writeFileSync(path.join(RUN_DIR, `${name}.pid`), String(process.pid));
  console.log(`${name} listening on http://localhost:${app.port}`);
});
