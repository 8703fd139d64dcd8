import type { Invoice } from '@panel/api/contract';

/** Placeholder until the PayPal integration lands: the one-time PayPal order buttons. */
export default function PaypalOrderButtons({ invoice }: { invoice: Invoice }) {
  return <p role="status">PayPal checkout for invoice {invoice._id} is not available yet.</p>;
}
