import { RemoteRoot, RemoteRoutes } from '@panel/ui';
import { InvoiceScreen } from './features/invoice/InvoiceScreen';

// The invoice screen is the usual first screen of this remote, so it ships with the entry
// chunk; the payment pages load when visited.
const screens = {
  invoice: InvoiceScreen,
};

/** The billing remote's routes; screens not listed here are built by later issues (see the README status table). */
export default function BillingApp() {
  return (
    <RemoteRoot name="billing">
      <RemoteRoutes owner="billing" screens={screens} />
    </RemoteRoot>
  );
}
