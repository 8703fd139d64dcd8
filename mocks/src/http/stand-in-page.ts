import { HttpResponse } from 'msw';

/** Text made safe inside HTML text and attribute values. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The headers of an outside service's stand-in page: HTML, never cached (each answer is for one visit). */
const STAND_IN_PAGE_HEADERS = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } as const;

/**
 * A whole page of a stand-in for an outside service's own page (a link shortener, Discord's
 * consent, a provider's hosted checkout): the document around `body`, with the service's look
 * in `style`. `body` is HTML the caller has escaped; `title` is text.
 */
export const standInPage = ({ title, style, body, status = 200 }: { title: string; style: string; body: string; status?: number }) =>
  new HttpResponse(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
      '<link rel="icon" href="data:,"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      `<style>${style}</style></head><body><main>${body}</main></body></html>`,
    { status, headers: STAND_IN_PAGE_HEADERS },
  );
