import { api, call } from '@panel/api';
import { useRefreshCollections } from './refresh-collection';

/** `ignorePtero`: delete it here even if the game panel answers an error. */
export const deleteServer = (id: string, ignorePtero: boolean) =>
  call(api.DELETE('/api/server/{id}/delete', { params: { path: { id }, query: ignorePtero ? { ignorePtero: 'true' } : {} } }));

/** Deletes a server as staff; the servers and locations (their counts) follow. */
export function useDeleteServer() {
  const refresh = useRefreshCollections('servers', 'locations', 'eggs');
  return async (id: string, ignorePtero: boolean) => {
    await deleteServer(id, ignorePtero);
    await refresh();
  };
}
