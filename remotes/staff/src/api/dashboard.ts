import useSWR from 'swr';
import { api, call } from '@panel/api';

export const dashboardKey = ['staff', 'dashboard'] as const;

export const fetchDashboard = () => call(api.GET('/api/staff/dashboard'));

/** The dashboard's counts and series (money only for admins). */
export const useDashboard = () => useSWR(dashboardKey, fetchDashboard, { revalidateOnFocus: false });
