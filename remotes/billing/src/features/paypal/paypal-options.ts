import type { ReactPayPalScriptOptions } from '@paypal/react-paypal-js';
import type { Config } from '@panel/api/contract';

type PaypalConfig = Pick<Config, 'currency'> & { settings: Pick<Config['settings'], 'payments'> };

/** Spec section 7: the SDK loads with the configured clientId, the site currency, buttons and googlepay. */
export const paypalOrderOptions = (config: PaypalConfig): ReactPayPalScriptOptions => ({
  clientId: config.settings.payments.paypal.clientId,
  currency: config.currency.abbreviation,
  components: 'buttons,googlepay',
});

/** Spec section 7: for subscriptions, vault is on and intent is subscription. */
export const paypalSubscriptionOptions = (config: PaypalConfig): ReactPayPalScriptOptions => ({
  ...paypalOrderOptions(config),
  vault: true,
  intent: 'subscription',
});
