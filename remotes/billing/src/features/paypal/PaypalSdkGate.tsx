import type { ReactNode } from 'react';
import { usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { Alert, Spinner } from '@panel/ui';
import { useBillingT } from '../../messages';

/** Inside a PayPalScriptProvider: the buttons once the SDK is there, a clear message when it never comes. */
export function PaypalSdkGate({ children }: { children: ReactNode }) {
  const t = useBillingT();
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  if (isRejected) {
    return (
      <Alert tone="danger">
        <p>{t('paypalLoadFailed')}</p>
      </Alert>
    );
  }
  return (
    <>
      {isPending && <Spinner label={t('loadingPaypal')} />}
      {children}
    </>
  );
}
