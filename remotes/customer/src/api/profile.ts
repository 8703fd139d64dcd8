import { api, call } from '@panel/api';
import type { User } from '@panel/api/contract';
import { useApiWrite } from '@panel/ui';
import { refreshSessionUser } from '@panel/session';

export interface ProfileChange {
  username: string;
  email: string;
  avatarUrl: string;
}

export const editProfile = (body: ProfileChange): Promise<User> => call(api.PATCH('/api/user/profile', { body }));

/**
 * Saves username, email and picture, then re-reads the user for the session store: the sidebar
 * shows the new name, and a new email's `verified: false` sends the person to verify it.
 */
async function saveProfile(change: ProfileChange): Promise<User> {
  const user = await editProfile(change);
  await refreshSessionUser().catch(() => undefined);
  return user;
}

export const useEditProfile = () => useApiWrite(saveProfile);
