import type { StaffScreens } from '../../kit/staff-screens';

/** The staff screens for the dashboard, users, user detail and the audit log (issue 15), loaded when visited. */
export const peopleScreens: StaffScreens = {};
