/**
 * What the server screens' journeys do around the page: the seed's own time on the mock's clock,
 * the server as the API now has it, and staff changing things behind the customer's back.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import type { ServerView } from '@panel/api/contract';
import { USERS } from '../fixtures';
import { SEED_NOW } from '../../mocks/src/seed/reference-time';

/**
 * The mock's clock at the seed's "now" for this test's scope: the seeded servers are in the
 * states the seed describes (in real time their coin renewals would have lapsed).
 */
export async function atSeedTime(request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/__mock/clock', { data: { now: SEED_NOW } });
  expect(response.ok(), `setting the mock clock answered ${response.status()}`).toBe(true);
}

/** The server as `GET /api/server/{id}` answers the customer now. */
export async function serverNow(request: APIRequestContext, id: string): Promise<ServerView> {
  const response = await request.get(`/api/server/${id}`, { headers: { Authorization: `Bearer ${USERS.customer.token}` } });
  expect(response.ok(), `GET /api/server/${id} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { server: ServerView }).server;
}

/** An admin changes fields of a document (a user's limits, a location), as the staff area does. */
export async function adminEdits(request: APIRequestContext, collection: 'users' | 'locations', id: string, fields: object): Promise<void> {
  const response = await request.post(`/api/staff/${collection}/${id}/edit`, { data: fields, headers: { Authorization: `Bearer ${USERS.admin.token}` } });
  expect(response.ok(), `editing ${collection}/${id} answered ${response.status()}`).toBe(true);
}
