import { api, call } from '@panel/api';
import type { SuspensionReason } from '@panel/api/contract';
import { useRefreshCollections } from './refresh-collection';

export const suspendServer = (id: string, body: { reason: SuspensionReason; note?: string }) =>
  call(api.POST('/api/staff/servers/{id}/suspend', { params: { path: { id } }, body }));

/** Suspends the server with the reason its owner will read; the servers list and record follow. */
export function useSuspendServer() {
  const refresh = useRefreshCollections('servers');
  return async (id: string, body: { reason: SuspensionReason; note?: string }) => {
    const answer = await suspendServer(id, body);
    await refresh();
    return answer.server;
  };
}
