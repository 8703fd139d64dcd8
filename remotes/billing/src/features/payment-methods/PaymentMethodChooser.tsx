import { lazy, Suspense, useState } from 'react';
import type { Invoice } from '@panel/api/contract';
import { Link, useNavigate } from '@panel/router';
import { availablePaymentMethods, noProviderEnabled, NO_PAYMENT_METHODS_MESSAGE, PAYMENT_METHODS, type PaymentMethodId } from '@panel/rules';
import { useConfig, useSession } from '@panel/session';
import { DelayedSpinner } from '@panel/ui';
import './payment-methods.css';

// PayPal's SDK wrapper loads only once PayPal is chosen.
const PaypalOrderButtons = lazy(() => import('../paypal/PaypalOrderButtons'));

interface PaymentMethodChooserProps {
  invoice: Invoice;
  /** Whether the invoice's item renews (a PayPal subscription is offered only then). */
  renews: boolean;
}

/** The ways this customer may pay this invoice (spec section 5). */
export function PaymentMethodChooser({ invoice, renews }: PaymentMethodChooserProps) {
  const navigate = useNavigate();
  const { settings } = useConfig();
  const balance = useSession((s) => s.user?.balance ?? 0);
  const [chosen, setChosen] = useState<PaymentMethodId | null>(null);
  const methods = availablePaymentMethods(invoice, { balance }, settings.payments);

  const choose = (method: PaymentMethodId) =>
    method === 'paypal' ? setChosen(chosen === 'paypal' ? null : 'paypal') : navigate(`/invoice/${invoice._id}/pay/${method}`);

  return (
    <section className="payment-methods" aria-labelledby="payment-methods-title">
      <h2 id="payment-methods-title">Choose a payment method</h2>
      {noProviderEnabled(settings.payments) && <p className="notice notice-warning" role="status">{NO_PAYMENT_METHODS_MESSAGE}</p>}
      <ul className="method-list">
        {methods.map((method) => (
          <li key={method}>
            <button
              type="button"
              className="method"
              aria-expanded={method === 'paypal' ? chosen === 'paypal' : undefined}
              onClick={() => choose(method)}
            >
              <span className="method-name">{PAYMENT_METHODS[method].name}</span>
              <span className="method-detail">{PAYMENT_METHODS[method].detail}</span>
            </button>
          </li>
        ))}
      </ul>
      {chosen === 'paypal' && (
        <div className="paypal-panel">
          <Suspense fallback={<DelayedSpinner label="Loading PayPal…" />}>
            <PaypalOrderButtons invoice={invoice} />
          </Suspense>
          {renews && (
            <p>
              Or <Link to={`/invoice/${invoice._id}/pay/paypal`}>subscribe with PayPal</Link> and have every renewal paid automatically.
            </p>
          )}
        </div>
      )}
    </section>
  );
}
