import type { ResourceLimits } from '@panel/api/contract';
import { instanceMode } from '@panel/rules';
import { now } from '../clock';
import { db, type DbUser } from '../db';
import { accountOf } from './accounts';
import { usageOf } from './servers';

const DAY = 86_400_000;

/**
 * What the user's servers and orders take of their limits. As the reference does on this read,
 * an account over its limits (resource split only) has its running servers suspended
 * (`RESOURCES_EXCEEDED`), to be deleted `deletionThreshold` days on unless shrunk in time.
 */
export function usageReport(user: DbUser): { resources: ResourceLimits; limits: ResourceLimits; errors: number } {
  const resources = usageOf(user._id);
  const { limits } = accountOf(user._id);
  const errors = (Object.keys(limits) as (keyof ResourceLimits)[]).filter((resource) => resources[resource] > limits[resource]).length;
  if (errors > 0 && instanceMode(db.config.features) === 'resources') {
    const time = now();
    for (const server of db.domain.servers) {
      if (server.uid !== user._id || server.suspended !== null) continue;
      server.suspended = time;
      server.suspentionReason = 'RESOURCES_EXCEEDED';
      server.expires = time + db.config.settings.deletionThreshold * DAY;
    }
  }
  return { resources, limits, errors };
}
