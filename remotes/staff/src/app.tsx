import { RemoteRoot, RemoteRoutes } from '@panel/ui';
import { catalogueScreens } from './features/catalogue/screens';
import { instanceScreens } from './features/instance/screens';
import { moneyScreens } from './features/money/screens';
import { peopleScreens } from './features/people/screens';
import type { StaffScreens } from './kit/staff-screens';

// Each family of screens lists its own routes; every screen loads when visited.
const screens: StaffScreens = { ...peopleScreens, ...moneyScreens, ...catalogueScreens, ...instanceScreens };

/** The staff remote: everything under `/staff/`. */
export default function StaffApp() {
  return (
    <RemoteRoot name="staff">
      <RemoteRoutes owner="staff" screens={screens} />
    </RemoteRoot>
  );
}
