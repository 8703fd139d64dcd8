import { lazy, type ComponentType } from 'react';
import { RemoteRoot, RemoteRoutes } from '@panel/ui';
import { HomeScreen } from './features/home/HomeScreen';
import './messages';

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

// The home is the usual first screen of this remote, so it ships with the entry chunk; every
// other screen loads when visited.
const screens = {
  home: HomeScreen,
  join: named(() => import('./features/join/JoinScreen'), 'JoinScreen'),
  serverEdit: named(() => import('./features/servers/ServerEditScreen'), 'ServerEditScreen'),
  serverTransfer: named(() => import('./features/servers/ServerTransferScreen'), 'ServerTransferScreen'),
  settings: named(() => import('./features/settings/SettingsScreen'), 'SettingsScreen'),
  panel: named(() => import('./features/panel/GamePanelScreen'), 'GamePanelScreen'),
  articles: named(() => import('./features/articles/ArticlesScreen'), 'ArticlesScreen'),
  article: named(() => import('./features/articles/ArticleScreen'), 'ArticleScreen'),
  subscription: named(() => import('./features/subscription/SubscriptionScreen'), 'SubscriptionScreen'),
};

export default function CustomerApp() {
  return (
    <RemoteRoot name="customer">
      <RemoteRoutes owner="customer" screens={screens} />
    </RemoteRoot>
  );
}
