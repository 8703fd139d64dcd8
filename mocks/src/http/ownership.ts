import { isStaffRank } from '../db';
import type { Session } from './auth-guard';
import { fail } from './define-handler';

/** Fails 403 unless the caller owns the resource or is staff reading it for its owner. */
export function assertOwnerOrStaff(session: Session, ownerId: string): void {
  if (session.user._id !== ownerId && !isStaffRank(session.user)) fail(403, 'This belongs to another user');
}

/**
 * Fails 403 unless the caller owns the resource or is an ADMIN acting for its owner: STAFF read
 * customers' servers for the user pages but change only invoices and notes.
 */
export function assertOwnerOrAdmin(session: Session, ownerId: string): void {
  if (session.user._id === ownerId || session.user.rank === 'ADMIN') return;
  fail(403, isStaffRank(session.user) ? 'Only an admin may change another user’s server' : 'This belongs to another user');
}
