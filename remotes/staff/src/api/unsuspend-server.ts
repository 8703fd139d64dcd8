import { api, call } from '@panel/api';
import { useRefreshCollections } from './refresh-collection';

export const unsuspendServer = (id: string, body: { note?: string }) => call(api.POST('/api/staff/servers/{id}/unsuspend', { params: { path: { id } }, body }));

/** Lifts the server's suspension; the servers list and record follow. */
export function useUnsuspendServer() {
  const refresh = useRefreshCollections('servers');
  return async (id: string, body: { note?: string }) => {
    const answer = await unsuspendServer(id, body);
    await refresh();
    return answer.server;
  };
}
