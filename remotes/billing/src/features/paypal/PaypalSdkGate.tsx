import type { ReactNode } from 'react';
import { usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { DelayedSpinner } from '@panel/ui';

/** Inside a PayPalScriptProvider: the buttons once the SDK is there, a clear message when it never comes. */
export function PaypalSdkGate({ children }: { children: ReactNode }) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  if (isRejected) {
    return (
      <div className="notice notice-error" role="alert">
        <p>PayPal could not be loaded. Check your connection or any blocker of PayPal, reload the page, or choose another payment method.</p>
      </div>
    );
  }
  return (
    <>
      {isPending && <DelayedSpinner label="Loading PayPal…" />}
      {children}
    </>
  );
}
