import type { Invoice } from '@panel/api/contract';
import { useNavigate } from '@panel/router';
import { availablePaymentMethods, noProviderEnabled, NO_PAYMENT_METHODS_MESSAGE, PAYMENT_METHODS } from '@panel/rules';
import { useConfig, useSession } from '@panel/session';

interface PaymentMethodChooserProps {
  invoice: Invoice;
  /** Whether the invoice's item renews (a PayPal subscription is offered only then). */
  renews: boolean;
}

/** The ways this customer may pay this invoice (spec section 5). */
export function PaymentMethodChooser({ invoice }: PaymentMethodChooserProps) {
  const navigate = useNavigate();
  const { settings } = useConfig();
  const balance = useSession((s) => s.user?.balance ?? 0);
  const methods = availablePaymentMethods(invoice, { balance }, settings.payments);

  return (
    <section className="payment-methods" aria-labelledby="payment-methods-title">
      <h2 id="payment-methods-title">Choose a payment method</h2>
      {noProviderEnabled(settings.payments) && <p role="status">{NO_PAYMENT_METHODS_MESSAGE}</p>}
      <ul className="method-list">
        {methods.map((method) => (
          <li key={method}>
            <button type="button" className="method" onClick={() => navigate(`/invoice/${invoice._id}/pay/${method}`)}>
              <span className="method-name">{PAYMENT_METHODS[method].name}</span>
              <span className="method-detail">{PAYMENT_METHODS[method].detail}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
