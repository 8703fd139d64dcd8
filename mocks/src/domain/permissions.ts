import { isStaffRank, type DbUser } from '../db';
import { accountOf } from './accounts';

/** How old a customer's account must be before it may create redeem codes (staff may at once). */
export const REDEEM_CODE_ACCOUNT_AGE_MS = 30 * 86_400_000;

/** What the user may do beyond the basics; the time is set only while the wait is still ahead. */
export function permissionsOf(user: DbUser, time: number) {
  if (isStaffRank(user)) return { canCreateRedeemCodes: true, willBeAbleToCreateRedeemCodesAt: null };
  const allowedFrom = accountOf(user._id).firstLogin + REDEEM_CODE_ACCOUNT_AGE_MS;
  const can = time >= allowedFrom;
  return { canCreateRedeemCodes: can, willBeAbleToCreateRedeemCodesAt: can ? null : allowedFrom };
}
