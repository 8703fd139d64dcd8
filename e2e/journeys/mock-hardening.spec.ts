import { request as playwrightRequest } from '@playwright/test';
import { SEED_INVOICES } from '../../mocks/src/seed';
import { expect, test, USERS } from '../fixtures';
import { withMockApiProcess } from '../support/mock-api-process';

const as = (token: string) => ({ Authorization: `Bearer ${token}` });
const json = { 'Content-Type': 'application/json' };

test('a body over 1 MiB answers 413 and the server keeps answering', async () => {
  // Straight to a mock API process; body-too-large-through-shell.spec.ts sends it through the shell's proxy.
  await withMockApiProcess({}, async (url) => {
    const api = await playwrightRequest.newContext({ baseURL: url });
    try {
      const big = await api.post('/api/auth/login', {
        headers: json,
        data: JSON.stringify({ email: 'a@panel.test', password: 'x'.repeat(2 * 1024 * 1024) }),
      });
      expect(big.status()).toBe(413);
      expect((await api.get('/api/')).status()).toBe(200);
    } finally {
      await api.dispose();
    }
  });
});

test('one request cannot stall everyone: deep, polluting and crafted bodies are refused at once', async ({ request }) => {
  const deep = await request.patch('/api/__mock/config', { headers: json, data: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}` });
  expect(deep.status()).toBe(400);

  const polluting = await request.patch('/api/__mock/config', { headers: json, data: '{"__proto__": {"polluted": true}}' });
  expect(polluting.status()).toBe(400);
  const config = await request.get('/api/');
  expect(config.status()).toBe(200);
  expect(await config.json()).not.toHaveProperty('polluted');

  const started = Date.now();
  const crafted = await request.post('/api/auth/password/forgot', { data: { email: `a@${'.'.repeat(128 * 1024)}@` } });
  expect(crafted.status()).toBe(400);
  // A backtracking check took about 50 s on this address; the bound leaves room for a busy machine.
  expect(Date.now() - started).toBeLessThan(2_000);
});

test('sign-in limits cannot be raced: of 50 wrong passwords at once, at most 5 are tried', async ({ request }) => {
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) => request.post('/api/auth/login', { data: { email: USERS.customer.email, password: `wrong-${i}` } })),
  );
  const statuses = answers.map((answer) => answer.status());
  expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(45);
  expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
});

test('money from nonsense is refused and the invoice stays as it was', async ({ request }) => {
  const id = SEED_INVOICES.partlyPaid;
  const read = async () => ((await (await request.get(`/api/invoices/${id}`, { headers: as(USERS.staff.token) })).json()) as { invoice: unknown }).invoice;
  const before = await read();
  const edit = (data: unknown) => request.post(`/api/staff/invoices/${id}/edit`, { headers: as(USERS.staff.token), data });
  for (const body of [{ received: 1_000_000 }, { received: -1 }, { paid: true }, { paid: true, received: 1 }, { transaction: { method: 'x'.repeat(1_000_000) } }]) {
    const response = await edit(body);
    expect(response.status(), JSON.stringify(body).slice(0, 60)).toBe(400);
    // The contract's validation answers with `fields` too; the handler's own rules with a message.
    expect(await response.json()).toMatchObject({ message: expect.any(String) });
  }
  expect(await read()).toEqual(before);
  expect((await edit({ paid: true, received: 9.99, transaction: { method: 'bank transfer' } })).status()).toBe(200);
});

test('PayPal activation pays only a subscription the PayPal stand-in issued for the invoice’s plan', async ({ request }) => {
  const headers = as(USERS.customer.token);
  const activate = (id: string, subscriptionID: string) =>
    request.post(`/api/invoices/${id}/pay/paypal/subscription/activate`, { headers, data: { subscriptionID } });
  const subscribe = async (id: string) => {
    const plan = (await (await request.post(`/api/invoices/${id}/pay/paypal/subscription`, { headers, data: {} })).json()) as { planId: string };
    const issued = await request.post('/api/__paypal/v1/billing/subscriptions', { data: { plan_id: plan.planId } });
    return ((await issued.json()) as { id: string }).id;
  };

  expect((await activate(SEED_INVOICES.unpaid, 'I-NEVERISSUED1')).status()).toBe(400);
  expect((await activate(SEED_INVOICES.unpaid, await subscribe(SEED_INVOICES.partlyPaid))).status()).toBe(400);
  const invoice = await request.get(`/api/invoices/${SEED_INVOICES.unpaid}`, { headers });
  expect(((await invoice.json()) as { invoice: { paid: boolean } }).invoice.paid).toBe(false);

  expect((await activate(SEED_INVOICES.unpaid, await subscribe(SEED_INVOICES.unpaid))).status()).toBe(200);
});

test('a third-party app learns whether the email is verified', async ({ request }) => {
  const redirectUri = 'https://gamepanel.example/oauth/callback';
  const authorize = await request.post('/api/oauth/authorize', {
    headers: as(USERS.customer.token),
    data: { clientId: 'game-panel', redirectUri, scope: 'identify email' },
  });
  const { code } = (await authorize.json()) as { code: string };
  const token = await request.post('/api/oauth/token', {
    form: { grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: 'game-panel', client_secret: 'game-panel-secret' },
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const info = await request.get('/api/oauth/userinfo', { headers: as(accessToken) });
  expect(await info.json()).toMatchObject({ email: USERS.customer.email, email_verified: true });
});
