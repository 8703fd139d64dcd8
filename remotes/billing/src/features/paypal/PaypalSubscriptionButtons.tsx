import { useMemo, useRef } from 'react';
import toast from 'react-hot-toast';
import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import { useConfig } from '@panel/session';
import { reloadInvoice } from '../../api/invoice';
import { APPROVAL_TOASTS } from './approval-toasts';
import { activatePaypalSubscription, createPaypalPlan } from './paypal-calls';
import { paypalSubscriptionOptions } from './paypal-options';
import { PaypalSdkGate } from './PaypalSdkGate';
import { singleFlight } from './single-flight';

interface PaypalSubscriptionButtonsProps {
  invoiceId: string;
  /** Called once the approval is processed; the screen shows the success toast's 2 s, then moves on. */
  onActivated: () => void;
}

/** The PayPal subscription of spec section 4: create the plan, the buyer approves, tell the backend. */
export function PaypalSubscriptionButtons({ invoiceId, onActivated }: PaypalSubscriptionButtonsProps) {
  const config = useConfig();
  const options = useMemo(() => paypalSubscriptionOptions(config), [config]);
  const createPlan = useMemo(() => singleFlight(() => createPaypalPlan(invoiceId)), [invoiceId]);
  // A second approval (double click) while the first is processed is ignored.
  const activating = useRef(false);

  const onApprove = async ({ subscriptionID }: { subscriptionID?: string | null }) => {
    if (activating.current) return;
    if (!subscriptionID) {
      toast.error(APPROVAL_TOASTS.error);
      return;
    }
    activating.current = true;
    const toastId = toast.loading(APPROVAL_TOASTS.loading);
    try {
      await activatePaypalSubscription(invoiceId, subscriptionID);
      toast.success(APPROVAL_TOASTS.success, { id: toastId });
      onActivated();
      void reloadInvoice(invoiceId);
    } catch {
      activating.current = false;
      toast.error(APPROVAL_TOASTS.error, { id: toastId });
    }
  };

  return (
    <PayPalScriptProvider options={options}>
      <PaypalSdkGate>
        <PayPalButtons
          style={{ layout: 'vertical', label: 'subscribe' }}
          createSubscription={async (_data, actions) => actions.subscription.create({ plan_id: await createPlan() })}
          onApprove={onApprove}
          onError={() => toast.error(APPROVAL_TOASTS.error)}
        />
      </PaypalSdkGate>
    </PayPalScriptProvider>
  );
}
