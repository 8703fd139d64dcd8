import { lazyScreen, RemoteRoot, RemoteRoutes } from '@panel/ui';
import { HomeScreen } from './features/home/HomeScreen';
import './messages';

// The home is the usual first screen of this remote, so it ships with the entry chunk; every
// other screen loads when visited.
const screens = {
  home: HomeScreen,
  join: lazyScreen(() => import('./features/join/JoinScreen'), 'JoinScreen'),
  serverEdit: lazyScreen(() => import('./features/servers/ServerEditScreen'), 'ServerEditScreen'),
  serverTransfer: lazyScreen(() => import('./features/servers/ServerTransferScreen'), 'ServerTransferScreen'),
  settings: lazyScreen(() => import('./features/settings/SettingsScreen'), 'SettingsScreen'),
  panel: lazyScreen(() => import('./features/panel/GamePanelScreen'), 'GamePanelScreen'),
  articles: lazyScreen(() => import('./features/articles/ArticlesScreen'), 'ArticlesScreen'),
  article: lazyScreen(() => import('./features/articles/ArticleScreen'), 'ArticleScreen'),
  subscription: lazyScreen(() => import('./features/subscription/SubscriptionScreen'), 'SubscriptionScreen'),
  earn: lazyScreen(() => import('./features/earn/EarnScreen'), 'EarnScreen'),
  redeem: lazyScreen(() => import('./features/redeem/RedeemScreen'), 'RedeemScreen'),
  referrals: lazyScreen(() => import('./features/referrals/ReferralsScreen'), 'ReferralsScreen'),
  adventCalendar: lazyScreen(() => import('./features/advent/AdventCalendarScreen'), 'AdventCalendarScreen'),
  coins: lazyScreen(() => import('./features/coins/CoinHistoryScreen'), 'CoinHistoryScreen'),
};

export default function CustomerApp() {
  return (
    <RemoteRoot name="customer">
      <RemoteRoutes owner="customer" screens={screens} />
    </RemoteRoot>
  );
}
