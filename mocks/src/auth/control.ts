import { http, HttpResponse } from 'msw';
import { db } from '../db';
import { apiError, noContent } from '../http/respond';

/** Test-only control of the account flows (not in the contract); served with the other `/api/__mock/*`. */
export const mailControlHandlers = [
  // The outbox of "sent" mails, oldest first; `?to=` filters by recipient.
  http.get('*/api/__mock/mail', ({ request }) => {
    const to = new URL(request.url).searchParams.get('to')?.toLowerCase();
    return HttpResponse.json(db.auth.outbox.filter((mail) => !to || mail.to.toLowerCase() === to));
  }),

  // Ends every session of `?userId=` (as a password change elsewhere or an admin would).
  http.delete('*/api/__mock/sessions', ({ request }) => {
    const userId = new URL(request.url).searchParams.get('userId');
    if (!userId) return apiError(400, 'userId is required');
    for (const [token, owner] of db.sessions) if (owner === userId) db.sessions.delete(token);
    return noContent();
  }),
];
