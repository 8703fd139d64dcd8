import useSWR from 'swr';
import { api, call } from '@panel/api';

const fetchAdventStats = async () => (await call(api.GET('/api/staff/adventCalendarStats'))).results;

/** Openings by day and hour and rewards per day (ADMIN). */
export const useAdventCalendarStats = () => useSWR(['staff', 'events', 'advent-stats'], fetchAdventStats, { revalidateOnFocus: false });
