import { now } from '../clock';
import type { User } from '@panel/api/contract';
import { db, publicUser, type DbUser } from '../db';
import { DEFAULT_LIMITS } from '../seed/users';
import type { AccountRecord } from './state';

/** The user's account record, created with defaults for an account that has none yet. */
export function accountOf(userId: string): AccountRecord {
  let account = db.domain.accounts.get(userId);
  if (!account) {
    account = { firstLogin: now(), lastSeen: now(), referrer: null, code: userId, limits: { ...DEFAULT_LIMITS }, pid: null, banUntil: null, ips: [], devices: [], gamePanelPasswordHash: null, subscription: null };
    db.domain.accounts.set(userId, account);
  }
  return account;
}

/** The user as `GET /api/user/{id}` answers: the public fields, and the subscription when there is one. */
export function userInfoOf(user: DbUser): User {
  const { subscription } = accountOf(user._id);
  return subscription ? { ...publicUser(user), subscription } : publicUser(user);
}

/** Remembers the address an account signed in from (how staff find alts). */
export function recordSignInAddress(userId: string, address: string): void {
  const account = accountOf(userId);
  if (!account.ips.includes(address)) account.ips.push(address);
}

/** Other accounts that signed in from one of the user's addresses or share one of their devices. */
export function altsOf(userId: string): DbUser[] {
  const { ips, devices } = accountOf(userId);
  return [...db.users.values()].filter((other) => {
    if (other._id === userId) return false;
    const account = db.domain.accounts.get(other._id);
    return account !== undefined && (account.ips.some((ip) => ips.includes(ip)) || account.devices.some((device) => devices.includes(device)));
  });
}
