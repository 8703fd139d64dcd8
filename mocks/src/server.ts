import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { getResponse } from 'msw';
import { controlHandlers } from './control';
import { handlers } from './handlers';
import { mailNotice, onMailSent } from './auth/outbox';
import { toFetchRequest, writeFetchResponse } from './http-bridge';
import { apiError } from './http/respond';
import { withSecurityHeaders } from './http/security-headers';
import { runInScope, scopeOfRequest } from './scope';

const allHandlers = [...controlHandlers, ...handlers];

export interface MockServer {
  port: number;
  url: string;
  close(): Promise<void>;
}

/** Serves the mock API over real HTTP; `port: 0` picks a free port. */
export function startMockServer({ port = 3100 }: { port?: number } = {}): Promise<MockServer> {
  const server = createServer(async (req, res) => {
    try {
      const request = await toFetchRequest(req);
      const scope = scopeOfRequest(request);
      const response =
        scope === null
          ? apiError(400, 'Malformed mock scope')
          : ((await runInScope(scope, () => getResponse(allHandlers, request))) ?? apiError(404, 'Not found'));
      await writeFetchResponse(withSecurityHeaders(request, response), res);
    } catch (error) {
      console.error('mock API error', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Mock server error' }));
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // No host: Node listens on '::' dual-stack, so both localhost and 127.0.0.1 reach it.
    server.listen(port, () => {
      const actualPort = (server.address() as AddressInfo).port;
      resolve({
        port: actualPort,
        url: `http://localhost:${actualPort}`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            server.closeAllConnections();
          }),
      });
    });
  });
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;

if (isEntryPoint) {
  const { url, close } = await startMockServer({ port: Number(process.env.PORT ?? 3100) });
  console.log(`mock API listening on ${url}`);
  onMailSent((mail) => console.log(mailNotice(mail)));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void close().finally(() => process.exit(0)));
  }
}
