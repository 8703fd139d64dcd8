import { db } from '../db';
import type { SentMail } from './state';

type MailListener = (mail: SentMail) => void;
const listeners = new Set<MailListener>();

/** The HTTP server logs each mail's link here, for a human trying the flows by hand. */
export function onMailSent(listener: MailListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** "Sends" a mail: keeps it in the outbox that tests read through `GET /api/__mock/mail`. */
export function sendMail(mail: Omit<SentMail, 'id' | 'sentAt'>): SentMail {
  const sent: SentMail = { ...mail, id: db.auth.outbox.length + 1, sentAt: Date.now() };
  db.auth.outbox.push(sent);
  for (const listener of listeners) listener(sent);
  return sent;
}
