import bcrypt from 'bcryptjs';
import { sendVerificationMail } from '../auth/mails';
import { isStrongPassword, userByEmail } from '../auth/checks';
import { db, type DbUser } from '../db';
import { fail } from '../http/define-handler';
import { deleteServer, dropQueued } from './servers';

/** Changes username, email and avatar; a new email must be free and unverifies the account until confirmed. */
export function editProfile(user: DbUser, { username, email, avatarUrl }: { username: string; email: string; avatarUrl: string }): void {
  const normalised = email.trim().toLowerCase();
  if (normalised !== user.email.toLowerCase()) {
    const owner = userByEmail(normalised);
    if (owner && owner._id !== user._id) fail(409, 'Another account uses this email');
    user.email = normalised;
    user.verified = false;
    sendVerificationMail(user);
  }
  user.username = username;
  user.avatarUrl = avatarUrl;
}

/** Changes the password when the current one is given; the caller's session stays, every other ends. */
export async function changePassword(user: DbUser, token: string, oldPassword: string, password: string): Promise<void> {
  if (!(await bcrypt.compare(oldPassword, user.passwordHash))) fail(403, 'The current password is not right');
  if (!isStrongPassword(password)) fail(400, 'The new password needs 8 to 256 characters, with a letter and a digit');
  user.passwordHash = await bcrypt.hash(password, 10);
  for (const [other, userId] of db.sessions) if (userId === user._id && other !== token) db.sessions.delete(other);
}

/** Deletes the account with its sessions, servers, waiting orders and passkeys; invoices stay as records. */
export function deleteAccount(user: DbUser): void {
  if (user.rank === 'ADMIN') fail(403, 'An ADMIN account is removed by another ADMIN');
  for (const [token, userId] of db.sessions) if (userId === user._id) db.sessions.delete(token);
  dropQueued(db.domain.queue.filter((entry) => entry.uid === user._id));
  for (const server of db.domain.servers.filter((candidate) => candidate.uid === user._id)) deleteServer(server);
  for (const [id, passkey] of db.passkeys) if (passkey.userId === user._id) db.passkeys.delete(id);
  db.users.delete(user._id);
  db.config.stats.users.total = db.users.size;
}
