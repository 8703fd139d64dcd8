import { api, call } from '@panel/api';
import { useRefreshCollections } from './refresh-collection';

export const extendServer = (id: string, expires: number) => call(api.POST('/api/staff/servers/{id}/extend', { params: { path: { id } }, body: { expires } }));

/** Moves the server's expiry; the servers list and record follow. */
export function useExtendServer() {
  const refresh = useRefreshCollections('servers');
  return async (id: string, expires: number) => {
    const answer = await extendServer(id, expires);
    await refresh();
    return answer.server;
  };
}
