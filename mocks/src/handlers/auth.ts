import bcrypt from 'bcryptjs';
import { randomUUID } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import type { LoginResponse } from '@panel/api/contract';
import { db, publicUser } from '../db';
import { authenticate } from '../http/auth-guard';
import { readJsonObject, rejectUnknownKeys } from '../http/body';
import { apiError, noContent } from '../http/respond';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Compared against for unknown emails, so both failure cases cost the same time.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', 6);

export const authHandlers = [
  http.post('*/api/auth/login', async ({ request }) => {
    const body = await readJsonObject(request);
    if (body instanceof Response) return body;
    const unknownKey = rejectUnknownKeys(body, ['email', 'password']);
    if (unknownKey) return unknownKey;
    const { email, password } = body;
    if (typeof email !== 'string' || !EMAIL.test(email.trim())) return apiError(400, 'A valid email is required');
    if (typeof password !== 'string' || password === '') return apiError(400, 'Password is required');

    const normalized = email.trim().toLowerCase();
    const user = [...db.users.values()].find((u) => u.email.toLowerCase() === normalized);
    const matches = await bcrypt.compare(password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !matches) return apiError(401, 'Invalid email or password');

    const token = randomUUID();
    db.sessions.set(token, user._id);
    return HttpResponse.json({ token, userId: user._id, user: publicUser(user) } satisfies LoginResponse);
  }),

  http.post('*/api/auth/logout', ({ request }) => {
    const session = authenticate(request);
    if (session instanceof Response) return session;
    db.sessions.delete(session.token);
    return noContent();
  }),
];
