import type { StaffScreens } from '../../kit/staff-screens';

/** The staff screens for servers, locations, games, plans and articles (issue 16), loaded when visited. */
export const catalogueScreens: StaffScreens = {};
