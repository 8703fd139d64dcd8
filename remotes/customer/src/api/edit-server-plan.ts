import { api, call } from '@panel/api';
import { useServerWrite } from './server';

/** Renames a server and switches its plan (per-server plans); 400 when the plan is not sold for the server's cycle. */
export const editServerPlan = ({ id, name, plan }: { id: string; name: string; plan: string }) =>
  call(api.PATCH('/api/server/{id}/editPsp', { params: { path: { id } }, body: { name, plan } }));

export const useEditServerPlan = () => useServerWrite(editServerPlan);
