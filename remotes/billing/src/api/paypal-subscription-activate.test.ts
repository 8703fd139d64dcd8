import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@panel/api';
import { controlHandlers } from '../../../../mocks/src/control';
import { db, resetDb } from '../../../../mocks/src/db';
import { handlers } from '../../../../mocks/src/handlers';
import { DEMO_USERS, SEED_INVOICES } from '../../../../mocks/src/seed';
import { activatePaypalSubscription } from './paypal-subscription-activate';

const server = setupServer(...controlHandlers, ...handlers);
const id = SEED_INVOICES.unpaid;
const answer = (status: number) =>
  server.use(http.post('*/api/invoices/:id/pay/paypal/subscription/activate', () => HttpResponse.json({ message: 'x' }, { status })));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => localStorage.setItem('token', DEMO_USERS.customer.token));
afterEach(() => {
  server.resetHandlers();
  resetDb();
});
afterAll(() => server.close());

describe('activatePaypalSubscription', () => {
  it('tells the mock API the subscription, which then manages and pays the invoice', async () => {
    // What the buyer's approval in PayPal's window does: a plan for the invoice, then PayPal's subscription to it.
    const { planId } = (await (
      await fetch('/api/invoices/' + id + '/pay/paypal/subscription', { method: 'POST', headers: { Authorization: `Bearer ${DEMO_USERS.customer.token}` } })
    ).json()) as { planId: string };
    const subscription = (await (
      await fetch('/api/__paypal/v1/billing/subscriptions', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ plan_id: planId }) })
    ).json()) as { id: string };
    await activatePaypalSubscription(id, subscription.id);
    expect(db.invoices.get(id)).toMatchObject({ paypalOrder: subscription.id.replace('I-', 'I_'), paid: true });
  });

  it.each([404, 405, 501])('resolves when a backend without the endpoint answers %i (its webhook confirms instead)', async (status) => {
    answer(status);
    await expect(activatePaypalSubscription(id, 'I-BW452GLLEP1G')).resolves.toBeUndefined();
  });

  it.each([400, 401, 403, 409, 500, 502, 503])('rejects with the status when the backend answers %i', async (status) => {
    answer(status);
    await expect(activatePaypalSubscription(id, 'I-BW452GLLEP1G')).rejects.toMatchObject({ name: 'ApiError', status });
  });

  it('rejects when the backend cannot be reached', async () => {
    server.use(http.post('*/api/invoices/:id/pay/paypal/subscription/activate', () => HttpResponse.error()));
    const failure = activatePaypalSubscription(id, 'I-BW452GLLEP1G');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 0 });
  });
});
