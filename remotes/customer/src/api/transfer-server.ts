import { api, call } from '@panel/api';
import { locationsKey } from './locations';
import { useServerWrite } from './server';

/** Moves a server, with its files, to another location; 403 maintenance or a plan needed, 409 full. */
export const transferServer = ({ id, location }: { id: string; location: string }) =>
  call(api.POST('/api/server/{id}/transfer', { params: { path: { id } }, body: { location } }));

/** The locations' server counts change with the move. */
export const useTransferServer = () => useServerWrite(transferServer, () => [locationsKey]);
