import useSWR from 'swr';
import { api, ApiError, call } from '@panel/api';
import type { AdventClosed } from '@panel/api/contract';
import { useRevalidatingWrite } from '@panel/ui';
import { refreshSessionUser } from '@panel/session';

export const adventStatusKey = ['customer', 'advent', 'status'] as const;
export const adventDayKey = (day: number) => ['customer', 'advent', 'day', day] as const;

const isClosedBody = (body: unknown): body is AdventClosed =>
  typeof body === 'object' && body !== null && (body as { open?: unknown }).open === false && typeof (body as { start?: unknown }).start === 'number';

/**
 * The calendar as of the backend's clock, with when its answer arrived (for countdowns). Outside
 * the season the backend answers 423 with the next start: that is an answer, not an error.
 */
async function fetchAdventStatus() {
  try {
    const status = await call(api.GET('/api/events/advent/status'));
    return { ...status, receivedAt: Date.now() };
  } catch (error) {
    if (error instanceof ApiError && error.status === 423 && isClosedBody(error.body)) return { ...error.body, receivedAt: Date.now() };
    throw error;
  }
}

export type AdventStatusAnswer = Awaited<ReturnType<typeof fetchAdventStatus>>;

export function useAdventStatus() {
  return useSWR(adventStatusKey, fetchAdventStatus, { revalidateOnFocus: false, shouldRetryOnError: false });
}

const fetchAdventDay = (day: number) => call(api.GET('/api/events/advent/days/{day}', { params: { path: { day } } }));

/** One day and its reward; nothing is fetched without a day. */
export function useAdventDay(day: number | null) {
  return useSWR(day === null ? null : adventDayKey(day), ([, , , n]) => fetchAdventDay(n), { revalidateOnFocus: false, shouldRetryOnError: false });
}

const claimAdventDay = async (day: number) => {
  const result = await call(api.POST('/api/events/advent/days/{day}/claim', { params: { path: { day } } }));
  // The sidebar's coin count follows.
  await refreshSessionUser().catch(() => undefined);
  return result;
};

/** Opens a door, then reloads the calendar and that day. */
export const useClaimAdventDay = () => useRevalidatingWrite(claimAdventDay, (day) => [adventStatusKey, adventDayKey(day)]);
