import { request as playwrightRequest } from '@playwright/test';
import { expect, test, USERS } from '../fixtures';
import { withMockApiProcess } from '../support/mock-api-process';

const CONTROLS = [
  ['GET', '/api/__mock/state'],
  ['GET', '/api/__mock/mail'],
  ['PATCH', '/api/__mock/config'],
  ['DELETE', `/api/__mock/sessions?userId=${USERS.admin.id}`],
  ['POST', '/api/__mock/stripe/confirm'],
  ['POST', '/api/__mock/reset'],
] as const;

test('a mock API started without MOCK_CONTROL answers every control with 404; the demo stand-ins keep working', async () => {
  test.setTimeout(60_000);
  await withMockApiProcess({}, async (url) => {
    const api = await playwrightRequest.newContext({ baseURL: url });
    try {
      for (const [method, path] of CONTROLS) {
        const response = await api.fetch(path, { method, data: method === 'GET' ? undefined : {} });
        expect(response.status(), `${method} ${path}`).toBe(404);
      }
      expect((await api.get('/api/')).status()).toBe(200);
      // The provider stand-ins the demo needs live outside /api/__mock/.
      const checkout = await api.post('/api/invoices/inv-unpaid/pay/coingate', {
        headers: { Authorization: `Bearer ${USERS.customer.token}` },
        data: {},
      });
      const { checkoutUrl } = (await checkout.json()) as { checkoutUrl: string };
      expect(checkoutUrl).toMatch(/^\/api\/__provider\/checkout\/coingate_/);
      expect((await api.get(checkoutUrl)).status()).toBe(200);
      const discord = await api.post('/api/auth/oauth/discord/start');
      const { url: authorize } = (await discord.json()) as { url: string };
      expect(authorize).toMatch(/^\/api\/__discord\//);
      expect((await api.get(authorize)).status()).toBe(200);
    } finally {
      await api.dispose();
    }
  });
});

test('with MOCK_CONTROL=1 the state holds no password hash, session token or one-time link', async ({ request, mock }) => {
  await request.post('/api/auth/password/forgot', { data: { email: USERS.customer.email } });
  const login = await request.post('/api/auth/login', { data: { email: USERS.staff.email, password: 'demo1234' } });
  const { token } = (await login.json()) as { token: string };
  const [mail] = await mock.mail(USERS.customer.email);

  const state = await (await request.get('/api/__mock/state')).text();
  expect(state).toContain(USERS.customer.email);
  expect(state).not.toMatch(/passwordHash|\$2[aby]\$/);
  expect(state).not.toContain(token);
  expect(state).not.toContain(USERS.admin.token);
  expect(mail?.link).toMatch(/#token=/);
  expect(state).not.toContain(new URL(mail?.link ?? 'x:').hash.slice('#token='.length));
  expect((await request.get('/api/__mock/mail')).status()).toBe(404);
});
