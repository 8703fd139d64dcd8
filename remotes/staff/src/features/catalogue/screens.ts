import { lazyScreen } from '@panel/ui';
import type { StaffScreens } from '../../kit/staff-screens';

/** The staff screens for servers, locations, games, plans and articles (issue 16), loaded when visited. */
export const catalogueScreens: StaffScreens = {
  staffServers: lazyScreen(() => import('./servers/ServersScreen'), 'ServersScreen'),
  staffServer: lazyScreen(() => import('./servers/ServerScreen'), 'ServerScreen'),
  staffLocations: lazyScreen(() => import('./locations/LocationsScreen'), 'LocationsScreen'),
  staffLocation: lazyScreen(() => import('./locations/LocationScreen'), 'LocationScreen'),
  staffEggs: lazyScreen(() => import('./eggs/EggsScreen'), 'EggsScreen'),
  staffEgg: lazyScreen(() => import('./eggs/EggScreen'), 'EggScreen'),
  staffPlans: lazyScreen(() => import('./plans/PlansScreen'), 'PlansScreen'),
  staffPlan: lazyScreen(() => import('./plans/PlanScreen'), 'PlanScreen'),
  staffArticles: lazyScreen(() => import('./articles/ArticlesScreen'), 'ArticlesScreen'),
  staffArticle: lazyScreen(() => import('./articles/ArticleScreen'), 'ArticleScreen'),
};
