import './messages';
import { RemoteRoot, RemoteRoutes } from '@panel/ui';
import { ArticleScreen } from './features/articles/ArticleScreen';
import { ArticlesScreen } from './features/articles/ArticlesScreen';
import { HomeScreen } from './features/home/HomeScreen';
import { JoinScreen } from './features/join/JoinScreen';
import { GamePanelScreen } from './features/panel/GamePanelScreen';
import { ServerEditScreen } from './features/servers/ServerEditScreen';
import { ServerTransferScreen } from './features/servers/ServerTransferScreen';
import { SettingsScreen } from './features/settings/SettingsScreen';
import { SubscriptionScreen } from './features/subscription/SubscriptionScreen';

const screens = {
  home: HomeScreen,
  join: JoinScreen,
  serverEdit: ServerEditScreen,
  serverTransfer: ServerTransferScreen,
  settings: SettingsScreen,
  panel: GamePanelScreen,
  articles: ArticlesScreen,
  article: ArticleScreen,
  subscription: SubscriptionScreen,
};

export default function CustomerApp() {
  return (
    <RemoteRoot name="customer">
      <RemoteRoutes owner="customer" screens={screens} />
    </RemoteRoot>
  );
}
