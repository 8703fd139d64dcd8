import { createProxyMiddleware } from 'http-proxy-middleware';

/**
 * The shell's `/api` proxy to the mock API or a real backend (`API_URL`). Whatever status the
 * backend answers (a 413 for an oversized body included) reaches the browser as it is; only a
 * backend that cannot be reached, or cuts the connection before answering, turns into 502
 * with the API's error body, never a proxy's text page.
 */
export function createApiProxy(target) {
  return createProxyMiddleware({
    target,
    changeOrigin: true,
    xfwd: true,
    pathFilter: '/api',
    on: {
      error(error, _req, res) {
        // `res` is a socket, not a response, when an upgrade request failed.
        if (!('writeHead' in res) || res.headersSent) {
          res.destroy();
          return;
        }
        res.writeHead(502, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
        res.end(JSON.stringify({ message: `The API could not be reached (${error.code ?? error.message})` }));
      },
    },
  });
}
