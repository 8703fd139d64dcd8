import { api, call } from '@panel/api';

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

/** Tells the backend which subscription now pays this invoice. */
export const activatePaypalSubscription = (id: string, subscriptionID: string) =>
  call(api.POST('/api/invoices/{id}/pay/paypal/subscription/activate', { ...path(id), body: { subscriptionID } }));
