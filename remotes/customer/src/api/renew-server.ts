import { api, call } from '@panel/api';
import { useRevalidatingWrite } from '@panel/ui';
import { serverKey } from './server';
import { refreshSessionUser } from '@panel/session';

const renewServer = async (id: string) => {
  const result = await call(api.POST('/api/server/{id}/renew', { params: { path: { id } }, body: {} }));
  // The sidebar's coin count follows.
  await refreshSessionUser().catch(() => undefined);
  return result;
};

/** Renews a server with coins, then reloads its card and the user's coins. */
export const useRenewServer = () => useRevalidatingWrite(renewServer, (id) => [serverKey(id)]);
