import { db } from '../db';
import type { SentMail } from './state';

type MailListener = (mail: SentMail) => void;
const listeners = new Set<MailListener>();

/** The HTTP server writes each mail to its mail file here, and announces it. */
export function onMailSent(listener: MailListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** "Sends" a mail: keeps it in the in-process outbox and hands it to the listeners. */
export function sendMail(mail: Omit<SentMail, 'id' | 'sentAt'>): SentMail {
  const sent: SentMail = { ...mail, id: db.auth.outbox.length + 1, sentAt: Date.now() };
  db.auth.outbox.push(sent);
  for (const listener of listeners) listener(sent);
  return sent;
}

/**
 * The console line for a sent mail: the file to read it in, never its link, whose token would
 * otherwise sit in every server log. Without a file (mock control off) the mail is not kept.
 */
export function mailNotice(mail: SentMail, file: string | null): string {
  const where = file ? `read it in ${file}` : 'not kept (start the mock API with MOCK_CONTROL=1 to have mails written to a file)';
  return `mock mail to ${mail.to}: ${mail.subject} — ${where}`;
}
