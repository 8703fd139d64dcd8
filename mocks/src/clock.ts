import { http } from 'msw';
import { db } from './db';
import { deleteDueServers } from './domain/servers';
import { readJsonObject, rejectUnknownKeys } from './http/body';
import { apiError, noContent } from './http/respond';

/**
 * The mock's "now", for everything time decides in the domain (expiries, countdowns, queues,
 * seasons). Tests pin it with `POST /api/__mock/clock`; `{"now": null}` and a reset bring real time back.
 */
export const now = (): number => db.clockOverride ?? Date.now();

export const clockControlHandlers = [
  http.post('*/api/__mock/clock', async ({ request }) => {
    const body = await readJsonObject(request);
    if (body instanceof Response) return body;
    const unknownKey = rejectUnknownKeys(body, ['now']);
    if (unknownKey) return unknownKey;
    if (body.now !== null && !(typeof body.now === 'number' && Number.isFinite(body.now))) {
      return apiError(400, 'now must be epoch milliseconds or null');
    }
    db.clockOverride = body.now;
    // The reference deletes overdue suspended servers in a scheduled job; here it runs whenever
    // the clock is moved to a time (never on real time, which the demo seed's dates lag behind).
    if (body.now !== null) deleteDueServers();
    return noContent();
  }),
];
