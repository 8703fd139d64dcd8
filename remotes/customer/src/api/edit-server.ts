import { api, call } from '@panel/api';
import type { ResourceLimits } from '@panel/api/contract';
import { useServerWrite } from './server';
import { usageKey } from './usage';

interface ServerEdit {
  id: string;
  /** Whose limits the resources count against: their usage changes too. */
  owner: string;
  name: string;
  resources: Omit<ResourceLimits, 'servers'>;
}

/** Renames and resizes a server (resource split); 400 with `fields` naming each resource over the owner's limits. */
export const editServer = ({ id, name, resources }: ServerEdit) =>
  call(api.PATCH('/api/server/{id}/edit', { params: { path: { id } }, body: { name, ...resources } }));

export const useEditServer = () => useServerWrite(editServer, ({ owner }) => [usageKey(owner)]);
