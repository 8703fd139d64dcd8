import { http } from 'msw';
import { db } from './db';
import { runLifecycle } from './domain/lifecycle-job';
import { readJsonObject, rejectUnknownKeys } from './http/body';
import { apiError, noContent } from './http/respond';

/**
 * The mock's "now", for everything time decides in the domain (expiries, countdowns, queues,
 * seasons). Tests pin it with `POST /api/__mock/clock`; `{"now": null}` and a reset bring real time back.
 */
export const now = (): number => db.clockOverride ?? Date.now();

/** The time a clock control body asks for: `{"now": <epoch ms> | null}` or `{"advance": <ms>}` from the mock's now. */
function requestedTime(body: Record<string, unknown>): number | null | string {
  const keys = Object.keys(body);
  if (keys.length !== 1) return 'send exactly one of now or advance';
  if ('advance' in body) {
    return typeof body.advance === 'number' && Number.isInteger(body.advance) && body.advance >= 0 ? now() + body.advance : 'advance must be a whole number of milliseconds, 0 or more';
  }
  if (body.now === null) return null;
  return typeof body.now === 'number' && Number.isFinite(body.now) ? body.now : 'now must be epoch milliseconds or null';
}

export const clockControlHandlers = [
  http.post('*/api/__mock/clock', async ({ request }) => {
    const body = await readJsonObject(request);
    if (body instanceof Response) return body;
    const unknownKey = rejectUnknownKeys(body, ['now', 'advance']);
    if (unknownKey) return unknownKey;
    const time = requestedTime(body);
    if (typeof time === 'string') return apiError(400, time);
    db.clockOverride = time;
    // The lifecycle acts on what falls due from the earliest time this scope's clock showed.
    if (time !== null) db.lifecycleSince = Math.min(db.lifecycleSince, time);
    runLifecycle();
    return noContent();
  }),
];
