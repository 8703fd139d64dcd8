// A GET that always settles within `ms`: the shell's server asks remotes and the API for small
// files while a page waits for its HTML; a late request is aborted.
import { settleWithin } from './settle-within.mjs';

/** `{ ok, status, text }`, or null when there was no answer (refused, cut, or later than `ms`). `headers`: sent with the request. */
export function fetchText(url, ms, { headers } = {}) {
  const controller = new AbortController();
  const answer = (async () => {
    try {
      const response = await fetch(url, { signal: controller.signal, headers });
      return { ok: response.ok, status: response.status, text: await response.text() };
    } catch {
      return null;
    }
  })();
  return settleWithin(answer, ms, () => controller.abort());
}
