import { http, HttpResponse } from 'msw';
import type { User } from '@panel/api/contract';
import { db, isStaffRank, publicUser } from '../db';
import { authenticate } from '../http/auth-guard';
import { apiError } from '../http/respond';

export const userHandlers = [
  http.get<{ id: string }>('*/api/user/:id/info', ({ request, params }) => {
    const session = authenticate(request);
    if (session instanceof Response) return session;
    if (session.user._id !== params.id && !isStaffRank(session.user)) {
      return apiError(403, 'You can only read your own account');
    }
    const user = db.users.get(params.id);
    if (!user) return apiError(404, `User ${params.id} not found`);
    return HttpResponse.json(publicUser(user) satisfies User);
  }),
];
