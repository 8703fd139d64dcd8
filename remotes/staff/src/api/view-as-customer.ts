import { api, call } from '@panel/api';

/** A read-only session on a customer's account, for an admin to see their panel (audited by the API). */
export const viewAsCustomer = (id: string) => call(api.POST('/api/staff/users/{id}/viewAs', { params: { path: { id } } }));
