import { featureMessages } from '@panel/ui';
import { staffDashboardEnglish } from './staff-dashboard.en';

const staffDashboardCatalogue = featureMessages('staff-dashboard', staffDashboardEnglish, () => import('./staff-dashboard.fr').then((module) => module.staffDashboardFrench));

export const useStaffDashboardT = staffDashboardCatalogue.useMessages;
