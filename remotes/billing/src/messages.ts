import { registerMessages, translate, useT } from '@panel/ui';
import { billingEnglish } from './messages.en';

export { billingEnglish };

export type BillingMessage = keyof typeof billingEnglish;

// At module load of the exposed entry: a billing release carries its own messages.
registerMessages('billing', { en: billingEnglish, fr: () => import('./messages.fr') });

export type BillingT = (key: BillingMessage, values?: Record<string, unknown>) => string;

/** The billing messages in the person's language, re-rendering when it changes. */
export const useBillingT = (): BillingT => useT('billing');

/** Outside React (toasts after a call): the message in the current language. */
export const billingMessage: BillingT = (key, values) => translate('billing', key, values);
