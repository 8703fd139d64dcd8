import { useMemo, useRef } from 'react';
import { toast } from '@panel/ui';
import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import type { Invoice } from '@panel/api/contract';
import { useNavigate } from '@panel/router';
import { useConfig } from '@panel/session';
import { createPaypalOrder } from '../../api/paypal-order';
import { useCapturePaypalOrder } from '../../api/paypal-order-capture';
import { billingMessage } from '../../messages';
import { paypalOrderOptions } from './paypal-options';
import { PaypalSdkGate } from './PaypalSdkGate';
import { singleFlight } from './single-flight';

/** The one-time PayPal checkout of spec section 4: create order, buyer approves, capture. */
export default function PaypalOrderButtons({ invoice }: { invoice: Invoice }) {
  const config = useConfig();
  const navigate = useNavigate();
  const capture = useCapturePaypalOrder();
  const id = invoice._id;
  const options = useMemo(() => paypalOrderOptions(config), [config]);
  const createOrder = useMemo(() => singleFlight(() => createPaypalOrder(id)), [id]);
  // The order being captured: a second approval of it (double click) is ignored.
  const capturing = useRef<string | null>(null);

  const onApprove = async ({ orderID }: { orderID: string }) => {
    if (capturing.current === orderID) return;
    capturing.current = orderID;
    const toastId = toast.loading(billingMessage('approvalLoading'));
    try {
      const status = await capture({ id, orderID });
      if (status === 'COMPLETED') {
        toast.success(billingMessage('approvalSuccess'), { id: toastId });
        navigate(`/invoice/${id}/payment/success`);
      } else {
        toast.dismiss(toastId);
        navigate(`/invoice/${id}/payment/cancelled`);
      }
    } catch {
      capturing.current = null;
      toast.error(billingMessage('approvalError'), { id: toastId });
    }
  };

  return (
    <PayPalScriptProvider options={options}>
      <PaypalSdkGate>
        <PayPalButtons
          style={{ layout: 'vertical' }}
          createOrder={createOrder}
          onApprove={onApprove}
          onError={() => toast.error(billingMessage('approvalError'))}
        />
      </PaypalSdkGate>
    </PayPalScriptProvider>
  );
}
