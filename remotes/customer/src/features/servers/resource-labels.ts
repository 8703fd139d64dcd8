import type { ServersMessage } from '../../messages/servers';
import type { Resource } from './resource-room';

/** Each resource's name, with its unit, as fields and changes show it. */
export const RESOURCE_LABELS: Record<Resource, ServersMessage> = {
  cpu: 'serverResourceCpu',
  memory: 'serverResourceMemory',
  disk: 'serverResourceDisk',
  databases: 'serverResourceDatabases',
  allocations: 'serverResourceAllocations',
  backups: 'serverResourceBackups',
};
