import { api, call } from '@panel/api';

export type HostedProvider = 'coingate' | 'litepay' | 'cashfree';

export const startHostedCheckout = (id: string, provider: HostedProvider) =>
  call(api.POST('/api/invoices/{id}/pay/{provider}', { params: { path: { id, provider } }, body: {} }));
