import { useMemo, useRef } from 'react';
import { toast } from '@panel/ui';
import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import { useConfig } from '@panel/session';
import { createPaypalPlan } from '../../api/paypal-plan';
import { useActivatePaypalSubscription } from '../../api/paypal-subscription-activate';
import { billingMessage } from '../../messages';
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
  const activate = useActivatePaypalSubscription();
  const options = useMemo(() => paypalSubscriptionOptions(config), [config]);
  const createPlan = useMemo(() => singleFlight(() => createPaypalPlan(invoiceId)), [invoiceId]);
  // A second approval (double click) while the first is processed is ignored.
  const activating = useRef(false);

  const onApprove = async ({ subscriptionID }: { subscriptionID?: string | null }) => {
    if (activating.current) return;
    if (!subscriptionID) {
      toast.error(billingMessage('approvalError'));
      return;
    }
    activating.current = true;
    const toastId = toast.loading(billingMessage('approvalLoading'));
    try {
      await activate({ id: invoiceId, subscriptionID });
      toast.success(billingMessage('approvalSuccess'), { id: toastId });
      onActivated();
    } catch {
      activating.current = false;
      toast.error(billingMessage('approvalError'), { id: toastId });
    }
  };

  return (
    <PayPalScriptProvider options={options}>
      <PaypalSdkGate>
        <PayPalButtons
          style={{ layout: 'vertical', label: 'subscribe' }}
          createSubscription={async (_data, actions) => actions.subscription.create({ plan_id: await createPlan() })}
          onApprove={onApprove}
          onError={() => toast.error(billingMessage('approvalError'))}
        />
      </PaypalSdkGate>
    </PayPalScriptProvider>
  );
}
