import { api, call } from '@panel/api';
import { useRevalidatingWrite } from '@panel/ui';
import { serverKey } from './server';
import { refreshSessionUser } from '@panel/session';

interface Renewal {
  id: string;
  /** The Turnstile answer, when the instance asks for one. */
  turnstile?: string;
}

const renewServer = async ({ id, turnstile }: Renewal) => {
  const result = await call(api.POST('/api/server/{id}/renew', { params: { path: { id } }, body: turnstile ? { turnstile } : {} }));
  // The sidebar's coin count follows.
  await refreshSessionUser().catch(() => undefined);
  return result;
};

/** Renews a server with coins, then reloads its card and the user's coins. */
export const useRenewServer = () => useRevalidatingWrite(renewServer, ({ id }) => [serverKey(id)]);
