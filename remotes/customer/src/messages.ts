import { registerMessages, useT, type MessageKey } from '@panel/ui';

/** Every string the customer remote shows, in English; French is in messages.fr.ts. */
export const customerEnglish = {
  welcomeBack: 'Welcome back, {{name}}',
  overview: 'Your account at a glance.',
  balance: 'Balance',
  coins: 'Coins',
  plans: 'Plans',
};

export type CustomerMessage = MessageKey<keyof typeof customerEnglish>;

// At module load of the exposed entry, so the remote released alone carries its messages.
registerMessages('customer', { en: customerEnglish, fr: () => import('./messages.fr') });

/** The customer remote's messages, typed by key. */
export function useCustomerT(): (key: CustomerMessage, values?: Record<string, unknown>) => string {
  return useT('customer');
}
