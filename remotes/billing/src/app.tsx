import { RemoteRoot, RemoteRoutes } from '@panel/ui';

/** The billing remote's routes; every screen here is built by a later issue (see the README status table). */
export default function BillingApp() {
  return (
    <RemoteRoot name="billing">
      <RemoteRoutes owner="billing" screens={{}} />
    </RemoteRoot>
  );
}
