import useSWR, { useSWRConfig } from 'swr';
import { api, call } from '@panel/api';
import type { StaffAdventCalendarInput } from '@panel/api/contract';

export const adventCalendarKey = ['staff', 'events', 'advent'] as const;

const fetchAdventCalendar = () => call(api.GET('/api/staff/events/advent'));

/** The advent calendar's configuration and season dates (ADMIN). */
export const useAdventCalendar = () => useSWR(adventCalendarKey, fetchAdventCalendar, { revalidateOnFocus: false });

const editAdventCalendar = (body: StaffAdventCalendarInput) => call(api.PUT('/api/staff/events/advent', { body }));

/** Saves the calendar and keeps what the server answered. */
export function useEditAdventCalendar() {
  const { mutate } = useSWRConfig();
  return async (body: StaffAdventCalendarInput) => {
    const saved = await editAdventCalendar(body);
    await mutate(adventCalendarKey, saved, { revalidate: false });
    return saved;
  };
}
