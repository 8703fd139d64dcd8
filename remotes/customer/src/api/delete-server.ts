import { api, call } from '@panel/api';
import { useRevalidatingWrite } from '@panel/ui';
import { serverIdsKey } from './servers';

const deleteServer = ({ id }: { id: string; userId: string }) => call(api.DELETE('/api/server/{id}/delete', { params: { path: { id }, query: {} } }));

/** Deletes a server, then reloads the list (a queued order may have taken its place). */
export const useDeleteServer = () => useRevalidatingWrite(deleteServer, ({ userId }) => [serverIdsKey(userId)]);
