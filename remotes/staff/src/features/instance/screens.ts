import { lazyScreen } from '@panel/ui';
import type { StaffScreens } from '../../kit/staff-screens';

/** The staff screens for events, instance settings and mode, sidebar links, earning methods and API keys (issue 16), loaded when visited. */
export const instanceScreens: StaffScreens = {
  staffInstanceSettings: lazyScreen(() => import('./settings/InstanceSettingsScreen'), 'InstanceSettingsScreen'),
  staffSidebar: lazyScreen(() => import('./sidebar/SidebarScreen'), 'SidebarScreen'),
  staffApiKeys: lazyScreen(() => import('./apikeys/ApiKeysScreen'), 'ApiKeysScreen'),
  staffInstanceMode: lazyScreen(() => import('./mode/InstanceModeScreen'), 'InstanceModeScreen'),
  staffEvents: lazyScreen(() => import('./events/EventsScreen'), 'EventsScreen'),
  staffHalloween: lazyScreen(() => import('./events/HalloweenScreen'), 'HalloweenScreen'),
  staffChristmas: lazyScreen(() => import('./events/ChristmasScreen'), 'ChristmasScreen'),
  staffChristmasInsights: lazyScreen(() => import('./events/ChristmasInsightsScreen'), 'ChristmasInsightsScreen'),
  staffEarningMethods: lazyScreen(() => import('./earning/EarningMethodsScreen'), 'EarningMethodsScreen'),
};
