import bcrypt from 'bcryptjs';
import type { GamePanelCredentials, UserPasskey } from '@panel/api/contract';
import type { StoredPasskey } from '../auth-extra-state';
import { db, publicUser } from '../db';
import { changePassword, deleteAccount, editProfile } from '../domain/account-settings';
import { accountOf } from '../domain/accounts';
import { passkeyOf, passkeysOf, removePasskey } from '../domain/passkeys';
import { endOtherSessions, endSession, sessionsOf } from '../domain/sessions';
import { defineHandler, fail } from '../http/define-handler';
import { randomToken } from '../http/session';

const assertGamePanelAccess = () => {
  if (db.config.disableMAA) fail(403, 'Game panel accounts are managed elsewhere on this panel');
};

const userPasskeyView = ({ id, name, createdAt, lastUsedAt }: StoredPasskey): UserPasskey => ({ id, name, createdAt, lastUsed: lastUsedAt });

/** The signed-in user's profile, password, account, game-panel login and passkeys, as the reference names the calls. */
export const accountHandlers = [
  defineHandler({
    operation: 'getGamePanelCredentials',
    auth: 'user',
    handle: ({ session: { user } }): GamePanelCredentials => {
      assertGamePanelAccess();
      return { panelUrl: db.config.info.panelUrl, email: user.email, username: user.username, passwordSet: accountOf(user._id).gamePanelPasswordHash !== null };
    },
  }),

  defineHandler({
    operation: 'resetGamePanelPassword',
    auth: 'user',
    handle: async ({ session: { user } }) => {
      assertGamePanelAccess();
      const newpassword = randomToken().slice(0, 20);
      // Only the hash stays: the password is shown once, in this answer.
      accountOf(user._id).gamePanelPasswordHash = await bcrypt.hash(newpassword, 8);
      return { newpassword };
    },
  }),

  defineHandler({
    operation: 'listUserPasskeys',
    auth: 'user',
    handle: ({ session }) => ({ passkeys: passkeysOf(session.user._id).reverse().map(userPasskeyView) }),
  }),

  defineHandler({
    operation: 'renameUserPasskey',
    auth: 'user',
    handle: ({ params, body, session }) => {
      passkeyOf(session.user._id, params.id ?? '').name = String(body.name).trim();
      return null;
    },
  }),

  defineHandler({
    operation: 'deleteUserPasskey',
    auth: 'user',
    handle: ({ params, session }) => {
      removePasskey(session.user._id, params.id ?? '');
      return null;
    },
  }),

  defineHandler({
    operation: 'editProfile',
    auth: 'user',
    handle: ({ body, session: { user } }) => {
      editProfile(user, body as { username: string; email: string; avatarUrl: string });
      return publicUser(user);
    },
  }),

  defineHandler({
    operation: 'changePassword',
    auth: 'user',
    handle: async ({ body, session }) => {
      await changePassword(session.user, session.token, String(body.oldPassword), String(body.password));
      return null;
    },
  }),

  defineHandler({
    operation: 'deleteAccount',
    auth: 'user',
    handle: ({ session: { user } }) => {
      deleteAccount(user);
      return null;
    },
  }),

  defineHandler({
    operation: 'listSessions',
    auth: 'user',
    handle: ({ session }) => ({ sessions: sessionsOf(session.user._id, session.token) }),
  }),

  // Before endSession, whose path `/api/user/sessions/{id}` would otherwise take it.
  defineHandler({
    operation: 'endOtherSessions',
    auth: 'user',
    handle: ({ session }) => ({ ended: endOtherSessions(session.user._id, session.token) }),
  }),

  defineHandler({
    operation: 'endSession',
    auth: 'user',
    handle: ({ params, session }) => {
      endSession(session.user._id, params.id ?? '');
      return null;
    },
  }),
];
