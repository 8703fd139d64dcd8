import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { getResponse } from 'msw';
import { controlHandlers } from './control';
import { handlers } from './handlers';
import { mailFilePath, mailFileWriter } from './auth/mail-file';
import { mailNotice, onMailSent } from './auth/outbox';
import { BodyTooLargeError, toFetchRequest, writeFetchResponse } from './http-bridge';
import { apiError } from './http/respond';
import { withSecurityHeaders } from './http/security-headers';
import { runInScope, scopeOfRequest } from './scope';

export interface MockServer {
  port: number;
  url: string;
  close(): Promise<void>;
}

interface MockServerOptions {
  /** `port: 0` picks a free port. */
  port?: number;
  /** Serves the test controls under `/api/__mock/*`; without them every such path answers 404. */
  mockControl?: boolean;
}

/** Serves the mock API over real HTTP. */
export function startMockServer({ port = 3100, mockControl = false }: MockServerOptions = {}): Promise<MockServer> {
  const served = mockControl ? [...controlHandlers, ...handlers] : handlers;
  const server = createServer(async (req, res) => {
    try {
      const request = await toFetchRequest(req);
      const scope = scopeOfRequest(request);
      const response =
        scope === null
          ? apiError(400, 'Malformed mock scope')
          : ((await runInScope(scope, () => getResponse(served, request))) ?? apiError(404, 'Not found'));
      await writeFetchResponse(withSecurityHeaders(request, response), res);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        // Read to its end and dropped (http-bridge.ts), so a proxy in front passes the 413 on.
        await writeFetchResponse(apiError(413, error.message), res);
        return;
      }
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
  const mockControl = process.env.MOCK_CONTROL === '1';
  const { url, close } = await startMockServer({ port: Number(process.env.PORT ?? 3100), mockControl });
  console.log(`mock API listening on ${url}${mockControl ? ' (mock control on: /api/__mock/*)' : ''}`);
  const mailFile = mockControl ? mailFilePath() : null;
  const writeMail = mailFile ? mailFileWriter(mailFile) : null;
  onMailSent((mail) => {
    writeMail?.(mail);
    console.log(mailNotice(mail, mailFile));
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void close().finally(() => process.exit(0)));
  }
}
