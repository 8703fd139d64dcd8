/**
 * Test support for a remote's server-included fragment (`public/fragments/…`): the fragment in
 * the page as the shell's server includes it, with its inline scripts run as the browser runs
 * them, and the page's early calls it reads. For unit tests only.
 */

type EarlyCalls = NonNullable<Window['__PANEL_EARLY_API__']>;
type EarlyCall = NonNullable<EarlyCalls[string]>;

/** An early call as the shell's boot/early-api-calls.js makes it, its answer read once (`json`) as it reads it. */
export function earlyCall(response: Promise<Response>, token: string | null = 'tok-1'): EarlyCall {
  const json = response.then((answer) => {
    if (!answer.ok) throw new Error(`answered ${answer.status}`);
    return answer.clone().json() as Promise<unknown>;
  });
  const call: EarlyCall = { token, startedAt: Date.now(), response, json };
  json.then((data) => (call.data = data), () => undefined);
  return call;
}

/** An early call (the shell's boot/early-api-calls.js) that has answered `body` with `status`. */
export const earlyAnswer = (body: unknown, status = 200): EarlyCall => earlyCall(Promise.resolve(new Response(JSON.stringify(body), { status })));

/** What a fragment asked of the shell's boot/start-app.js: start the app at once, or on the first interaction. */
export interface AppStartRecord {
  manifests: Record<string, never>;
  appStarted: boolean;
  waitsForInteraction: boolean;
  startApp(): void;
  startAppOnInteraction(): void;
  /** What a fragment showing early answers said the app waits for (`startAppAfter`), else null. */
  startsAfter: Promise<unknown> | null;
  startAppAfter(shown: Promise<unknown>): void;
}

const page = window as Window & { __PANEL_BOOT__?: unknown };

/** Stands in for the shell's boot/start-app.js (which index.html runs first), recording what fragments ask of it. */
export function recordAppStart(): AppStartRecord {
  const record: AppStartRecord = {
    manifests: {},
    appStarted: false,
    waitsForInteraction: false,
    startApp: () => void (record.appStarted = true),
    startAppOnInteraction: () => void (record.waitsForInteraction = !record.appStarted),
    startsAfter: null,
    startAppAfter: (shown) => void (record.startsAfter = shown),
  };
  page.__PANEL_BOOT__ = record;
  return record;
}

/**
 * `html` in the page inside the shell's `[data-boot-fragment]` holder, after `fragmentTools`
 * (the source of the shell's boot/fragment-tools.js, which index.html runs before any fragment),
 * with the fragment's inline scripts run in order with their `document.currentScript`.
 */
export function includeServerFragment(html: string, fragmentTools: string): HTMLElement {
  if (!page.__PANEL_BOOT__) recordAppStart();
  const holder = document.createElement('div');
  holder.setAttribute('data-boot-fragment', '');
  holder.innerHTML = html;
  document.body.append(holder);
  new Function(fragmentTools)();
  for (const script of holder.querySelectorAll('script')) {
    Object.defineProperty(document, 'currentScript', { configurable: true, value: script });
    new Function(script.textContent)();
  }
  Reflect.deleteProperty(document, 'currentScript');
  return holder;
}

/** Every early answer read and every callback on it run: whatever the fragment does with them is done. */
export async function earlyCallsSettled(calls: EarlyCalls): Promise<void> {
  await Promise.all(Object.values(calls).map((call) => call?.response.then((answer) => answer.clone().text())));
  await new Promise((resolve) => setTimeout(resolve));
}
