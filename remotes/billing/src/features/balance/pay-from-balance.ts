import { api, call } from '@panel/api';

export const payFromBalance = (id: string) =>
  call(api.POST('/api/invoices/{id}/pay/balance', { params: { path: { id } }, body: {} }));
