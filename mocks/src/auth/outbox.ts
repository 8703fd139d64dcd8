import { AUTH_SETTINGS } from '../auth-settings';
import { db } from '../db';
import type { SentMail } from './state';

type MailListener = (mail: SentMail) => void;
const listeners = new Set<MailListener>();

/** The HTTP server announces each mail here, for a human trying the flows by hand. */
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

/**
 * The console line for a sent mail: where to read it (the outbox, through the panel's /api
 * proxy), never its link, whose token would otherwise sit in every server log.
 */
export function mailNotice(mail: SentMail): string {
  // '@' may stand unescaped in a query, and the address reads better for it.
  const to = encodeURIComponent(mail.to).replaceAll('%40', '@');
  return `mock mail to ${mail.to}: ${mail.subject} — open ${AUTH_SETTINGS.panelOrigin}/api/__mock/mail?to=${to}`;
}
