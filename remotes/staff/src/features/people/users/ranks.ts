import type { StaffUser } from '@panel/api/contract';
import type { StaffUsersMessage } from '../../../messages/staff-users';

export type Rank = StaffUser['rank'];

export const RANKS: readonly Rank[] = ['ADMIN', 'STAFF', 'USER'];

/** How a rank reads (`USER` is a customer). */
export const rankLabel = (t: (key: StaffUsersMessage) => string, rank: Rank): string => t(`usersRank${rank}`);
