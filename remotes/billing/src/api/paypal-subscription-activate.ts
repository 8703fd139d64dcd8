import { api, ApiError, call } from '@panel/api';
import { invoiceKey } from './invoice';
import { useRevalidatingWrite } from '@panel/ui';

/** What a backend without the activate endpoint answers: it learns of the subscription from PayPal's webhook. */
const NOT_IMPLEMENTED = new Set([404, 405, 501]);

/**
 * Tells the backend at once which subscription now pays this invoice. A backend that does not
 * implement the call is no failure: the success page waits until the webhook marks it paid.
 */
export async function activatePaypalSubscription(id: string, subscriptionID: string): Promise<void> {
  try {
    await call(api.POST('/api/invoices/{id}/pay/paypal/subscription/activate', { params: { path: { id } }, body: { subscriptionID } }));
  } catch (error) {
    if (!(error instanceof ApiError && NOT_IMPLEMENTED.has(error.status))) throw error;
  }
}

export const useActivatePaypalSubscription = () =>
  useRevalidatingWrite(({ id, subscriptionID }: { id: string; subscriptionID: string }) => activatePaypalSubscription(id, subscriptionID), ({ id }) => [
    invoiceKey(id),
  ]);
