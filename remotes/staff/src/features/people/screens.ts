import { lazyScreen } from '@panel/ui';
import type { StaffScreens } from '../../kit/staff-screens';

/** The staff screens for the dashboard, users, user detail and the audit log (issue 15), loaded when visited. */
export const peopleScreens: StaffScreens = {
  staffHome: lazyScreen(() => import('./dashboard/DashboardScreen'), 'DashboardScreen'),
  staffUsers: lazyScreen(() => import('./users/UsersScreen'), 'UsersScreen'),
  staffUser: lazyScreen(() => import('./user/UserScreen'), 'UserScreen'),
  staffAuditLogs: lazyScreen(() => import('./audit/AuditLogScreen'), 'AuditLogScreen'),
};
