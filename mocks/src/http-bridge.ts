import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/** Larger bodies are refused: the biggest call of the contract sends a few kilobytes. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The body is larger than the server accepts; answered 413 before it is read to the end. */
export class BodyTooLargeError extends Error {
  constructor() {
    super(`Request body is larger than ${MAX_BODY_BYTES} bytes`);
  }
}

/**
 * The request's body, at most `limit` bytes: a declared `Content-Length` over it is refused
 * before reading, and a body streamed without one is refused as soon as it passes the limit.
 */
async function readBody(req: IncomingMessage, limit: number): Promise<Buffer<ArrayBuffer>> {
  if (Number(req.headers['content-length'] ?? 0) > limit) throw new BodyTooLargeError();
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of req) {
    length += (chunk as Buffer).length;
    if (length > limit) throw new BodyTooLargeError();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** A Fetch Request equivalent to a node request, so msw handlers can answer it. */
export async function toFetchRequest(req: IncomingMessage, { maxBodyBytes = MAX_BODY_BYTES } = {}): Promise<Request> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // Like any proxy hop: the address this request came from joins the chain.
  if (req.socket.remoteAddress) headers.append('x-forwarded-for', req.socket.remoteAddress);
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(url, { method, headers, body: hasBody ? await readBody(req, maxBodyBytes) : undefined });
}

/** Writes a Fetch Response (binary bodies included) to a node response. */
export async function writeFetchResponse(response: Response, res: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, response.statusText, headers);
  if (!response.body) {
    res.end();
    return;
  }
  Readable.fromWeb(response.body as NodeReadableStream).pipe(res);
}
