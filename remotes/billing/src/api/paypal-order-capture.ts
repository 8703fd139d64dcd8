import { api, call } from '@panel/api';
import { invoiceKey } from './invoice';
import { useRevalidatingWrite } from '@panel/ui';

/** Captures the approved order; only `COMPLETED` means paid. */
export const capturePaypalOrder = async ({ id, orderID }: { id: string; orderID: string }): Promise<string> =>
  (await call(api.POST('/api/invoices/{id}/pay/paypal/capture/{orderID}', { params: { path: { id, orderID } } }))).status;

export const useCapturePaypalOrder = () => useRevalidatingWrite(capturePaypalOrder, ({ id }) => [invoiceKey(id)]);
