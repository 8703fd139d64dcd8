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
 * The longest declared body still read (and dropped) before its 413. A server that answers
 * mid-body closes the connection, and a proxy in front (the shell's) then sees a broken pipe
 * instead of the answer.
 */
const MAX_DRAINED_BYTES = 4 * MAX_BODY_BYTES;

/**
 * The request's body, at most `limit` bytes; a larger one is never kept. With a declared
 * `Content-Length` up to MAX_DRAINED_BYTES the rest is read and dropped as it arrives, then
 * refused; a longer declared body is refused before reading, and a body streamed without a
 * length as soon as it passes the limit (leaving the loop cuts the connection).
 */
async function readBody(req: IncomingMessage, limit: number): Promise<Buffer<ArrayBuffer>> {
  const declared = Number(req.headers['content-length'] ?? Number.NaN);
  if (declared > MAX_DRAINED_BYTES) throw new BodyTooLargeError();
  const drain = declared <= MAX_DRAINED_BYTES;
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of req) {
    length += (chunk as Buffer).length;
    if (length <= limit) chunks.push(chunk as Buffer);
    else if (!drain) break;
  }
  if (length > limit) throw new BodyTooLargeError();
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
