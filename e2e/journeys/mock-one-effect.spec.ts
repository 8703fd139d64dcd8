import type { APIResponse } from '@playwright/test';
import { SEED_INVOICES } from '../../mocks/src/seed';
import { expect, test, USERS } from '../fixtures';

const as = (token: string) => ({ Authorization: `Bearer ${token}` });
const statusesOf = (answers: APIResponse[]) => answers.map((answer) => answer.status()).sort();
const twice = (send: () => Promise<APIResponse>) => Promise.all([send(), send()]);

test('two sign-ups with one email at the same moment create one account', async ({ request }) => {
  const data = { email: 'twice@panel.test', password: 'secret-42' };
  expect(statusesOf(await twice(() => request.post('/api/auth/register', { data })))).toEqual([201, 409]);
  const signIn = await request.post('/api/auth/login', { data });
  expect(signIn.status()).toBe(200);
});

test('two balance payments of one invoice at once take the balance once', async ({ request }) => {
  const headers = as(USERS.customer.token);
  const pay = () => request.post(`/api/invoices/${SEED_INVOICES.unpaid}/pay/balance`, { headers, data: {} });
  expect(statusesOf(await twice(pay))).toEqual([200, 409]);
  const user = await request.get(`/api/user/${USERS.customer.id}/info`, { headers });
  expect(((await user.json()) as { balance: number }).balance).toBe(20.51);
});

test('two force-pays and two deletes by staff at once: one effect each', async ({ request }) => {
  const headers = as(USERS.admin.token);
  const forcePay = () => request.post(`/api/invoices/${SEED_INVOICES.unpaid}/pay/force?saveTransaction=true`, { headers, data: {} });
  expect(statusesOf(await twice(forcePay))).toEqual([200, 409]);
  const remove = () => request.delete(`/api/staff/invoices/${SEED_INVOICES.topup}/delete`, { headers });
  expect(statusesOf(await twice(remove))).toEqual([204, 404]);
});

test('two first-time setups at once create one administrator', async ({ request, mock }) => {
  await mock.reset({ fresh: true });
  const setup = (email: string) => () =>
    request.post('/api/setup', {
      data: { instanceName: 'Pixel Hosting', currency: { name: 'Euro', abbreviation: 'EUR', symbol: '€' }, admin: { username: 'Olive', email, password: 'correct horse 42' } },
    });
  const answers = await Promise.all([setup('one@pixel.test')(), setup('two@pixel.test')()]);
  expect(statusesOf(answers)).toEqual([201, 409]);
  expect((await mock.config()).stats.users.total).toBe(1);
});

test('two confirmations of one hosted checkout pay the invoice once', async ({ request }) => {
  const headers = as(USERS.customer.token);
  const start = await request.post(`/api/invoices/${SEED_INVOICES.unpaid}/pay/coingate`, { headers, data: {} });
  const { checkoutUrl } = (await start.json()) as { checkoutUrl: string };
  const confirm = () => request.post(`${checkoutUrl}/pay`, { maxRedirects: 0 });
  expect(statusesOf(await twice(confirm))).toEqual([303, 303]);
  await expect
    .poll(async () => ((await (await request.get(`/api/invoices/${SEED_INVOICES.unpaid}`, { headers })).json()) as { invoice: { paid: boolean } }).invoice.paid)
    .toBe(true);
  const { invoice } = (await (await request.get(`/api/invoices/${SEED_INVOICES.unpaid}`, { headers })).json()) as { invoice: { received: number; transaction: unknown } };
  expect(invoice).toMatchObject({ received: 4.99, transaction: { method: 'coingate' } });
});

test('two exchanges of one OAuth code at once give one access token', async ({ request }) => {
  const redirectUri = 'https://gamepanel.example/oauth/callback';
  const authorize = await request.post('/api/oauth/authorize', {
    headers: as(USERS.customer.token),
    data: { clientId: 'game-panel', redirectUri, scope: 'identify' },
  });
  const { code } = (await authorize.json()) as { code: string };
  const exchange = () =>
    request.post('/api/oauth/token', {
      form: { grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: 'game-panel', client_secret: 'game-panel-secret' },
    });
  expect(statusesOf(await twice(exchange))).toEqual([200, 400]);
});
