import type { ServersMessage } from '../../messages/servers';
import type { Resource } from '@panel/rules';

/** Each resource's name, with its unit, as fields and changes show it. */
export const RESOURCE_LABELS: Record<Resource, ServersMessage> = {
  cpu: 'serverResourceCpu',
  memory: 'serverResourceMemory',
  disk: 'serverResourceDisk',
  databases: 'serverResourceDatabases',
  allocations: 'serverResourceAllocations',
  backups: 'serverResourceBackups',
};
