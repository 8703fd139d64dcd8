import { createHash } from 'node:crypto';
import { SEED_INVOICES } from '../../mocks/src/seed';
import { DEMO_PASSWORD, expect, signIn, test, USERS } from '../fixtures';
import { MOCK_API_ORIGIN } from '../support/servers';

type Headers = Record<string, string>;

const directives = (policy: string | undefined): Record<string, string[]> =>
  Object.fromEntries(
    (policy ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );

const expectBaseHeaders = (headers: Headers, where: string) => {
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toMatch(/^(strict-origin-when-cross-origin|no-referrer)$/);
};

test('every server sends the security headers, and the page policy lets no foreign or inline script run', async ({ request }) => {
  const page = await request.get('/invoice/anything', { headers: { Accept: 'text/html' } });
  const headers = page.headers();
  expectBaseHeaders(headers, 'the shell’s page');
  expect(headers['x-frame-options']).toBe('DENY');
  const policy = directives(headers['content-security-policy']);
  expect(policy['script-src']?.filter((source) => /unsafe|\*$|^https?:$|^data:$/.test(source))).toEqual([]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['base-uri']).toEqual(["'self'"]);
  expect(policy['form-action']).toEqual(["'self'"]);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  // The remotes are allowed where remotes.json says they are served, read when the page is.
  const { remotes } = (await (await request.get('/remotes.json')).json()) as { remotes: { name: string; entry: string }[] };
  for (const remote of remotes) {
    const origin = new URL(remote.entry).origin;
    expect(policy['script-src'], remote.name).toContain(origin);
    expect(policy['connect-src'], remote.name).toContain(origin);

    const entry = await request.get(remote.entry);
    expect(entry.ok(), remote.entry).toBe(true);
    expectBaseHeaders(entry.headers(), `${remote.name}’s server`);
  }
  // `/index.html` is the page (as any route without a fragment), with the same policy, not a
  // file served without one. (`/` itself has the home's fragment, whose scripts add hashes.)
  const policyOf = async (path: string) =>
    (await request.get(path, { headers: { Accept: 'text/html' } })).headers()['content-security-policy'];
  expect(await policyOf('/index.html')).toBe(await policyOf('/no/such/page'));

  // The inline script of the billing remote's fragment, included in the invoice page, runs by its hash.
  const billing = remotes.find((remote) => remote.name === 'billing')?.entry ?? '';
  const fragment = await request.get(new URL('fragments/invoice/_.html', billing).href);
  const script = /<script>([\s\S]*?)<\/script>/.exec(await fragment.text())?.[1] ?? '';
  expect(policy['script-src']).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  // Opened on the remote's own server, the fragment is no page that may do anything.
  expect(fragment.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
});

test('the API lets no token or personal data be cached, and its stand-in pages run nothing', async ({ request }) => {
  for (const api of ['', MOCK_API_ORIGIN]) {
    const login = await request.post(`${api}/api/auth/login`, { data: { email: USERS.customer.email, password: DEMO_PASSWORD } });
    expect(login.ok()).toBe(true);
    expectBaseHeaders(login.headers(), `sign-in at ${api || 'the shell'}`);
    expect(login.headers()['cache-control']).toBe('no-store');
    const { token } = (await login.json()) as { token: string };

    const pdf = await request.get(`${api}/api/invoices/${SEED_INVOICES.paidStripe}/download`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(pdf.headers()['cache-control']).toBe('no-store');
    expect(pdf.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");

    // The public config is the one answer that may be kept.
    const config = await request.get(`${api}/api/`);
    expectBaseHeaders(config.headers(), 'the public config');
    expect(config.headers()['cache-control'] ?? '').not.toContain('no-store');
  }

  const standIn = await request.get('/api/__discord/oauth2/authorize?client_id=unknown');
  expect(standIn.headers()['content-type']).toContain('text/html');
  const policy = directives(standIn.headers()['content-security-policy']);
  expect(policy['default-src']).toEqual(["'none'"]);
  expect(policy['script-src']).toBeUndefined();
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
});

test('a script injected into the page, inline or from another site, is refused', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/Content Security Policy/);
  await signIn(page, USERS.customer.email);
  await page.goto('/');
  await expect(page.locator('[data-boundary="customer"]')).toBeVisible();

  const outcome = await page.evaluate(async () => {
    const refused: string[] = [];
    document.addEventListener('securitypolicyviolation', (event) => refused.push(event.blockedURI));
    const inline = document.createElement('script');
    inline.textContent = 'window.injected = "inline";';
    document.body.append(inline);
    const foreign = document.createElement('script');
    foreign.src = 'https://attacker.example/steal.js';
    const foreignDone = new Promise((resolve) => foreign.addEventListener('error', resolve));
    document.body.append(foreign);
    await foreignDone;
    let evaluated: string;
    try {
      evaluated = String((0, eval)('"ran"'));
    } catch (error) {
      evaluated = (error as Error).name;
    }
    return { injected: (window as unknown as { injected?: string }).injected ?? null, evaluated, refused };
  });

  expect(outcome.injected).toBeNull();
  expect(outcome.evaluated).toBe('EvalError');
  expect(outcome.refused).toEqual(expect.arrayContaining(['inline', 'https://attacker.example/steal.js']));
});
