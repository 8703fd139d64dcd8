import { api, call } from '@panel/api';

export type HostedProvider = 'coingate' | 'litepay' | 'cashfree';

/**
 * Creates the provider's hosted checkout for the invoice: where to send the buyer (and, for
 * CashFree, the payment session its SDK opens). Nothing to revalidate: the invoice changes only
 * once the provider confirms.
 */
export const startHostedCheckout = ({ id, provider }: { id: string; provider: HostedProvider }) =>
  call(api.POST('/api/invoices/{id}/pay/{provider}', { params: { path: { id, provider } }, body: {} }));
