import { api, call } from '@panel/api';

/** `POST pay/paypal` with `{}`: the order id for the PayPal buttons. Nothing is paid yet. */
export const createPaypalOrder = async (id: string): Promise<string> =>
  (await call(api.POST('/api/invoices/{id}/pay/paypal', { params: { path: { id } }, body: {} }))).orderId;
