import { lazy, Suspense, useState } from 'react';
import type { Invoice } from '@panel/api/contract';
import { useNavigate } from '@panel/router';
import { availablePaymentMethods, noProviderEnabled, PAYMENT_METHODS } from '@panel/rules';
import { useConfig, useSession } from '@panel/session';
import { ActionCards, Alert, Card, Link, Spinner } from '@panel/ui';
import { useBillingT } from '../../messages';
import { METHOD_DETAIL } from './method-details';
import './payment-methods.css';

// PayPal's SDK wrapper loads only once PayPal is chosen.
const PaypalOrderButtons = lazy(() => import('../paypal/PaypalOrderButtons'));

interface PaymentMethodChooserProps {
  invoice: Invoice;
  /** Whether the invoice's item renews (a PayPal subscription is offered only then). */
  renews: boolean;
}

/** The ways this customer may pay this invoice (spec section 5): each card leads to its pay page; PayPal opens in place. */
export function PaymentMethodChooser({ invoice, renews }: PaymentMethodChooserProps) {
  const t = useBillingT();
  const navigate = useNavigate();
  const { settings } = useConfig();
  const balance = useSession((s) => s.user?.balance ?? 0);
  const [paypalOpen, setPaypalOpen] = useState(false);
  const methods = availablePaymentMethods(invoice, { balance }, settings.payments);

  const choose = (method: string) =>
    method === 'paypal' ? setPaypalOpen(!paypalOpen) : navigate(`/invoice/${encodeURIComponent(invoice._id)}/pay/${method}`);

  return (
    <Card title={t('chooseMethod')} aria-label={t('chooseMethod')} className="payment-methods">
      {noProviderEnabled(settings.payments) && (
        <Alert tone="warning">
          <p>{t('noMethods')}</p>
        </Alert>
      )}
      <ActionCards
        label={t('chooseMethod')}
        onChoose={choose}
        cards={methods.map((method) => ({
          value: method,
          label: method === 'balance' ? t('methodBalance') : PAYMENT_METHODS[method].name,
          description: t(METHOD_DETAIL[method]),
          expanded: method === 'paypal' ? paypalOpen : undefined,
        }))}
      />
      {paypalOpen && (
        <div className="paypal-panel">
          <Suspense fallback={<Spinner label={t('loadingPaypal')} />}>
            <PaypalOrderButtons invoice={invoice} />
          </Suspense>
          {renews && (
            <p>
              {t('paypalSubscribeLead')} <Link to={`/invoice/${encodeURIComponent(invoice._id)}/pay/paypal`}>{t('paypalSubscribeLink')}</Link>{' '}
              {t('paypalSubscribeTail')}
            </p>
          )}
        </div>
      )}
    </Card>
  );
}
