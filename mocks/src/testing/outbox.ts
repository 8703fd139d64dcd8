import type { SentMail } from '../auth/state';
import { db } from '../db';

/** The mails "sent" in this process to `to`, oldest first. */
export const mailsTo = (to: string): SentMail[] => db.auth.outbox.filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
