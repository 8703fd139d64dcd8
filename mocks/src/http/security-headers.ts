/**
 * The security headers of every answer of the mock API's HTTP server, in one place. A real
 * backend should send the same.
 */

/**
 * The stand-in pages the mock serves in place of an outside provider (the hosted checkout,
 * Discord's consent page, the link shortener's link page) have no script at all; their forms
 * post to the page itself, whose answer redirects to the panel, or a plain link leads back.
 */
export const STAND_IN_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** JSON, a PDF: nothing in them may run or load anything, even opened as a page. */
export const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The public config is the same for every visitor and holds no secret: the one answer a cache may keep. */
const isPublicConfig = (request: Request) => request.method === 'GET' && /^\/api\/?$/.test(new URL(request.url).pathname);

/**
 * The response with the headers added: no type sniffing, no referrer (no API answer or
 * stand-in page needs to tell anyone where it was), a policy by content type, and
 * `Cache-Control: no-store` on everything but the public config, since nearly every answer
 * carries a token (sign-in, sign-up, setup, passkey, OAuth) or someone's data.
 */
export function withSecurityHeaders(request: Request, response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'no-referrer');
  const isPage = headers.get('Content-Type')?.startsWith('text/html') ?? false;
  headers.set('Content-Security-Policy', isPage ? STAND_IN_PAGE_POLICY : DATA_POLICY);
  if (!isPublicConfig(request)) headers.set('Cache-Control', 'no-store');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
