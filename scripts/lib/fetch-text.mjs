// A GET that always settles within `ms`: the shell's server asks remotes and the API for small
// files while a page waits for its HTML. AbortSignal.timeout alone was not enough: a CI run logged
// the first page of the run unanswered after 10 s while these calls were pending. Here a plain
// timer (referenced, so nothing can collect it) both aborts the request and settles the promise.

/** `{ ok, status, text }`, or null when there was no answer (refused, cut, or later than `ms`). */
export function fetchText(url, ms) {
  const controller = new AbortController();
  let timer;
  const deadline = new Promise((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(null);
    }, ms);
  });
  const answer = (async () => {
    try {
      const response = await fetch(url, { signal: controller.signal });
      return { ok: response.ok, status: response.status, text: await response.text() };
    } catch {
      return null;
    }
  })();
  return Promise.race([answer, deadline]).finally(() => clearTimeout(timer));
}
