import { api, call } from '@panel/api';

/** The billing plan the buyer subscribes to in PayPal's window. Nothing is paid yet. */
export const createPaypalPlan = async (id: string): Promise<string> =>
  (await call(api.POST('/api/invoices/{id}/pay/paypal/subscription', { params: { path: { id } } }))).planId;
