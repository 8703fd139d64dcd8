import { api, call } from '@panel/api';
import { useRevalidatingWrite } from '@panel/ui';
import { serverKey } from './server';

const disableAutomaticRenewal = (id: string) => call(api.POST('/api/server/{id}/disableAutomaticRenewal', { params: { path: { id } } }));

/** Stops a server's plan renewing by itself, then reloads its card. */
export const useDisableAutomaticRenewal = () => useRevalidatingWrite(disableAutomaticRenewal, (id) => [serverKey(id)]);
