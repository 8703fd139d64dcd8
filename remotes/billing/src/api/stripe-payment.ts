import useSWR from 'swr';
import { api, call } from '@panel/api';

/** Creates (or reuses) the invoice's PaymentIntent; its client secret drives the Payment Element. */
export const createStripePayment = async (id: string): Promise<string> =>
  (await call(api.POST('/api/invoices/{id}/pay/stripe', { params: { path: { id } }, body: {} }))).clientSecret;

export const stripePaymentKey = (id: string) => ['billing', 'stripe-payment', id] as const;

/** The PaymentIntent for this visit of the pay page; never refetched behind the customer's back. */
export function useStripePayment(id: string) {
  return useSWR(stripePaymentKey(id), ([, , invoiceId]) => createStripePayment(invoiceId), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
}
