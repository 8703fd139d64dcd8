import { RemoteRoot, RemoteRoutes } from '@panel/ui';

/** The staff remote's routes; every screen here is built by a later issue (see the README status table). */
export default function StaffApp() {
  return (
    <RemoteRoot name="staff">
      <RemoteRoutes owner="staff" screens={{}} />
    </RemoteRoot>
  );
}
