/**
 * The `test` every journey uses. Around each test it:
 * - gives the test its own scope of the mock API's state (mocks/src/scope.ts), named in a
 *   cookie of the browser context and a header of the `request` fixture, so journeys never
 *   depend on one another and run side by side;
 * - answers every request to a host other than localhost itself (avatars, ads, analytics,
 *   payment SDKs), so nothing leaves the machine and the closed network never shows up as
 *   a console error;
 * - fails the test when the page logged a console error or threw an uncaught error (spec:
 *   never an uncaught error in the console), unless the test declared it expected.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Config, User } from '@panel/api/contract';
import { mailFilePath } from '../mocks/src/auth/mail-file';
import type { ScopedMail } from '../mocks/src/auth/mail-file';
import type { SentMail } from '../mocks/src/auth/state';
import { SCOPE_COOKIE, SCOPE_HEADER } from '../mocks/src/scope';

export { expect };

export const SHELL_ORIGIN = `http://localhost:${3000 + Number(process.env.PORT_OFFSET ?? 0)}`;

/** The mock API's demo accounts, from its seed; every one signs in with DEMO_PASSWORD. */
import { DEMO_PASSWORD, DEMO_USERS as USERS } from '../mocks/src/seed';

export { DEMO_PASSWORD, USERS };

/** The file the served mock API writes its mails to (its `MOCK_MAIL_FILE`, the same environment). */
const MAIL_FILE = mailFilePath();

const mailFileSize = (): number => (existsSync(MAIL_FILE) ? statSync(MAIL_FILE).size : 0);

/** The mails of `scope` written to the mock server's mail file from byte `offset` on (from the start if it was rewritten). */
function readMailFile(scope: string, offset: number): SentMail[] {
  if (!existsSync(MAIL_FILE)) return [];
  const content = readFileSync(MAIL_FILE);
  const fresh = content.length < offset ? content : content.subarray(offset);
  return fresh
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ScopedMail)
    .filter((mail) => mail.scope === scope);
}

/**
 * Any http(s) URL whose host is not this machine. A RegExp, not a predicate: Playwright matches
 * it in the browser's driver, so the panel's own requests go straight on instead of each waiting
 * for this test process to say "continue" (a predicate is only known here).
 */
const OUTSIDE_URL = /^https?:\/\/(?!(?:localhost|127\.0\.0\.1|\[::1\])(?:[:/?#]|$))/;
const BLANK_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

interface FailRule {
  method?: string;
  path: string;
  status: number;
  /** How many matching calls fail; -1 until reset. Default 1. */
  times?: number;
}

/** The mock API's control endpoints (mocks/src/control.ts) for this test's scope, reached through the shell's proxy. */
export class MockApi {
  /** Where this test's mails start in the mail file: earlier ones belong to earlier tests. */
  private mailFileOffset = 0;

  constructor(
    private readonly request: APIRequestContext,
    private readonly scope: string,
  ) {}

  private async ok(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
    expect(response.ok(), `${what} answered ${response.status()}`).toBe(true);
    return response;
  }

  /** This test's scope back to the demo seed; `fresh`: a freshly installed instance awaiting its first-time setup. */
  async reset({ fresh = false }: { fresh?: boolean } = {}): Promise<void> {
    await this.ok(await this.request.post('/api/__mock/reset', fresh ? { data: { fresh } } : {}), 'mock reset');
    this.mailFileOffset = mailFileSize();
  }

  /** Deep-merges a partial configuration into the instance's config. */
  async patchConfig(patch: DeepPartial<Config>): Promise<Config> {
    const response = await this.ok(await this.request.patch('/api/__mock/config', { data: patch }), 'config patch');
    return (await response.json()) as Config;
  }

  async fail(rule: FailRule): Promise<void> {
    await this.ok(await this.request.post('/api/__mock/fail', { data: rule }), 'fail rule');
  }

  async clearFailures(): Promise<void> {
    await this.ok(await this.request.delete('/api/__mock/fail'), 'clearing fail rules');
  }

  /**
   * The mails the mock "sent" to this address since this test's reset, oldest first
   * (verification, password reset). The mock server writes them to its mail file, never to HTTP.
   */
  async mail(to: string): Promise<SentMail[]> {
    return readMailFile(this.scope, this.mailFileOffset).filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
  }

  /** The path (and fragment) of the link in the last mail to this address. */
  async lastMailLink(to: string): Promise<string> {
    const last = (await this.mail(to)).at(-1);
    expect(last, `a mail to ${to}`).toBeDefined();
    const url = new URL(last?.link ?? '');
    return url.pathname + url.search + url.hash;
  }

  /** Moves this scope's mock clock on by `ms`: what time decides (limits, expiries, the server lifecycle) acts as if that much had passed. */
  async advanceClock(ms: number): Promise<void> {
    await this.ok(await this.request.post('/api/__mock/clock', { data: { advance: ms } }), 'clock advance');
  }

  /** Sets this scope's mock clock (epoch ms): the backend's "now" for expiries, renewals and the server lifecycle. */
  async setClock(now: number): Promise<void> {
    await this.ok(await this.request.post('/api/__mock/clock', { data: { now } }), 'clock set');
  }

  /** Ends every session of the user, as a password change elsewhere would. */
  async revokeSessions(userId: string): Promise<void> {
    await this.ok(await this.request.delete(`/api/__mock/sessions?userId=${encodeURIComponent(userId)}`), 'revoking sessions');
  }

  async config(): Promise<Config> {
    const response = await this.ok(await this.request.get('/api/'), 'GET /api/');
    return (await response.json()) as Config;
  }
}

export interface ConsoleGuard {
  /** Expected console errors for this test only, e.g. the network errors of a stopped server. */
  allow(...patterns: RegExp[]): void;
}

export interface SignedIn {
  token: string;
  userId: string;
  user: User;
}

/**
 * Signs in through the API and seeds localStorage (token, userId, user) before the app's
 * own scripts run on the next navigation. The seed runs once per tab, so a later sign-out
 * or a cleared storage is not undone by a reload.
 */
export async function signIn(
  page: Page,
  email: string,
  /**
   * `changelogSeen`: staff have already dismissed the current version's changelog, so its dialog
   * (2 s after load) never covers what the journey clicks. Only the changelog's own journey says false.
   */
  { changelogSeen = true }: { changelogSeen?: boolean } = {},
): Promise<SignedIn> {
  const response = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok(), `sign-in of ${email} answered ${response.status()}`).toBe(true);
  const session = (await response.json()) as SignedIn;
  const seenVersion = changelogSeen ? ((await (await page.request.get('/api/')).json()) as Config).currentVersion : null;
  await page.addInitScript(
    ({ origin, entries }) => {
      if (window.location.origin !== origin || window.sessionStorage.getItem('e2e-seeded')) return;
      window.sessionStorage.setItem('e2e-seeded', '1');
      for (const [key, value] of entries) window.localStorage.setItem(key, value);
    },
    {
      origin: SHELL_ORIGIN,
      entries: [
        ['token', session.token],
        ['userId', session.userId],
        ['user', JSON.stringify(session.user)],
        ...(seenVersion ? [['staffChangelogDialog', seenVersion]] : []),
      ] as [string, string][],
    },
  );
  return session;
}

interface Fixtures {
  /** This test's scope of the mock API state, fresh from the demo seed. */
  mockScope: string;
  mock: MockApi;
  consoleErrors: ConsoleGuard;
  closedNetwork: void;
}

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  mockScope: async ({}, provide) => {
    await provide(randomUUID());
  },

  // Before any page opens: the browser sends the cookie to every localhost port, the shell's /api proxy included.
  context: async ({ context, mockScope }, provide) => {
    await context.addCookies([{ name: SCOPE_COOKIE, value: mockScope, url: SHELL_ORIGIN }]);
    await provide(context);
  },

  request: async ({ playwright, baseURL, mockScope }, provide) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { [SCOPE_HEADER]: mockScope } });
    await provide(request);
    await request.dispose();
  },

  mock: async ({ request, mockScope }, provide) => {
    await provide(new MockApi(request, mockScope));
  },

  closedNetwork: [
    async ({ context }, provide) => {
      await context.route(
        OUTSIDE_URL,
        (route) =>
          route.request().resourceType() === 'image'
            ? route.fulfill({ status: 200, contentType: 'image/svg+xml', body: BLANK_SVG })
            : route.fulfill({ status: 204, body: '' }),
      );
      await provide();
    },
    { auto: true },
  ],

  consoleErrors: [
    async ({ context }, provide) => {
      const allowed: RegExp[] = [];
      const seen: string[] = [];
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url, lineNumber } = message.location();
        seen.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
      });
      context.on('weberror', (webError) => {
        const error = webError.error();
        seen.push(`uncaught: ${error.stack ?? error.message}`);
      });
      await provide({ allow: (...patterns) => allowed.push(...patterns) });
      const unexpected = seen.filter((line) => !allowed.some((pattern) => pattern.test(line)));
      expect(unexpected, 'console errors and uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});
