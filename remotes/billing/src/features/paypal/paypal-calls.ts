import { api, ApiError, call } from '@panel/api';

const path = (id: string) => ({ params: { path: { id } } });

/** Spec section 7: `POST pay/paypal` with `{}`; the order id for the PayPal buttons. */
export const createPaypalOrder = async (id: string): Promise<string> =>
  (await call(api.POST('/api/invoices/{id}/pay/paypal', { ...path(id), body: {} }))).orderId;

/** Spec section 7: captures the approved order; only `COMPLETED` means paid. */
export const capturePaypalOrder = async (id: string, orderID: string): Promise<string> =>
  (await call(api.POST('/api/invoices/{id}/pay/paypal/capture/{orderID}', { params: { path: { id, orderID } } }))).status;

/** Spec section 7: the billing plan the buyer subscribes to. */
export const createPaypalPlan = async (id: string): Promise<string> =>
  (await call(api.POST('/api/invoices/{id}/pay/paypal/subscription', path(id)))).planId;

/** What a backend without the activate endpoint answers: it learns of the subscription from PayPal's webhook. */
const NOT_IMPLEMENTED = new Set([404, 405, 501]);

/**
 * Tells the backend at once which subscription now pays this invoice. A backend that does not
 * implement the call is no failure: the success page waits until the webhook marks it paid.
 */
export async function activatePaypalSubscription(id: string, subscriptionID: string): Promise<void> {
  try {
    await call(api.POST('/api/invoices/{id}/pay/paypal/subscription/activate', { ...path(id), body: { subscriptionID } }));
  } catch (error) {
    if (!(error instanceof ApiError && NOT_IMPLEMENTED.has(error.status))) throw error;
  }
}
