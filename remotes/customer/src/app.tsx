import './messages';
import { RemoteRoot, RemoteRoutes } from '@panel/ui';
import { HomeScreen } from './features/home/HomeScreen';
import { JoinScreen } from './features/join/JoinScreen';

const screens = { home: HomeScreen, join: JoinScreen };

export default function CustomerApp() {
  return (
    <RemoteRoot name="customer">
      <RemoteRoutes owner="customer" screens={screens} />
    </RemoteRoot>
  );
}
