import { api, call } from '@panel/api';
import { useRefreshCollections } from './refresh-collection';

export const changeServerOwner = (id: string, user: string) => call(api.POST('/api/staff/servers/{id}/owner', { params: { path: { id } }, body: { user } }));

/** Gives the server to the user named by id, e-mail or username; the servers list and record follow. */
export function useChangeServerOwner() {
  const refresh = useRefreshCollections('servers');
  return async (id: string, user: string) => {
    const answer = await changeServerOwner(id, user);
    await refresh();
    return answer.server;
  };
}
