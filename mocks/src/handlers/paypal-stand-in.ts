import { randomBytes } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { db } from '../db';
import { readJsonObject, rejectUnknownKeys } from '../http/body';

/** PayPal-shaped ids: upper-case alphanumerics. */
export const paypalId = (length: number): string => randomBytes(length).toString('hex').toUpperCase().slice(0, length);

const paypalError = (status: number, name: string, message: string) => HttpResponse.json({ name, message }, { status });

/**
 * The plan a subscription issued by the PayPal stand-in subscribes to, or null when PayPal
 * never issued it: what a real backend learns from PayPal's `GET /v1/billing/subscriptions/{id}`.
 */
export const issuedSubscriptionPlan = (subscriptionId: string): string | null => db.paypalSubscriptions.get(subscriptionId) ?? null;

/**
 * PayPal's subscriptions API as the mock plays it, outside the contract: the buyer approving
 * a subscription in PayPal's window (the SDK's `actions.subscription.create`) creates it.
 */
export const paypalStandInHandlers = [
  http.post('*/api/__paypal/v1/billing/subscriptions', async ({ request }) => {
    const body = await readJsonObject(request);
    if (body instanceof Response) return paypalError(400, 'INVALID_REQUEST', 'The body must be a JSON object');
    if (rejectUnknownKeys(body, ['plan_id']) || typeof body.plan_id !== 'string') {
      return paypalError(400, 'INVALID_REQUEST', 'plan_id is required and the only field');
    }
    if (!db.paypalPlans.has(body.plan_id)) return paypalError(404, 'RESOURCE_NOT_FOUND', 'The plan does not exist');
    const id = `I-${paypalId(12)}`;
    db.paypalSubscriptions.set(id, body.plan_id);
    return HttpResponse.json({ id, plan_id: body.plan_id, status: 'ACTIVE' }, { status: 201 });
  }),
];
