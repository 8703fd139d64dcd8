import { api, call } from '@panel/api';
import { useApiWrite } from '@panel/ui';

export const deleteInvoice = (id: string) => call(api.DELETE('/api/staff/invoices/{id}/delete', { params: { path: { id } } }));

/** Nothing to revalidate: the screen leaves the deleted invoice at once. */
export const useDeleteInvoice = () => useApiWrite(deleteInvoice);
