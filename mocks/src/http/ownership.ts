import { isStaffRank } from '../db';
import type { Session } from './auth-guard';
import { fail } from './define-handler';

/** Fails 403 unless the caller owns the resource or is staff acting for its owner. */
export function assertOwnerOrStaff(session: Session, ownerId: string): void {
  if (session.user._id !== ownerId && !isStaffRank(session.user)) fail(403, 'This belongs to another user');
}
