import { isStaffRank } from '@panel/rules';
import type { User } from '@panel/api/contract';

/** Spec section 4 step 5: shown this long after load. */
export const CHANGELOG_DIALOG_DELAY_MS = 2000;
export const CHANGELOG_PATH = '/articles/changelog';

/** Staff see what changed once per version: until they dismiss the version now running. */
export const shouldShowChangelog = (
  user: Pick<User, 'rank'> | null,
  currentVersion: string,
  dismissedVersion: string | null,
): boolean => isStaffRank(user?.rank) && dismissedVersion !== currentVersion;
