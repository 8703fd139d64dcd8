import { http } from 'msw';
import { db } from '../db';
import { apiError, noContent } from '../http/respond';

/**
 * Test-only control of the account flows (not in the contract); served with the other
 * `/api/__mock/*`. Mails are not served: the mock server writes them to a file (`mail-file.ts`).
 */
export const mailControlHandlers = [
  // Ends every session of `?userId=` (as a password change elsewhere or an admin would).
  http.delete('*/api/__mock/sessions', ({ request }) => {
    const userId = new URL(request.url).searchParams.get('userId');
    if (!userId) return apiError(400, 'userId is required');
    for (const [token, owner] of db.sessions) if (owner === userId) db.sessions.delete(token);
    return noContent();
  }),
];
