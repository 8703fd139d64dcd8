import { registerMessages, translate, useT, type MessageKey } from '@panel/ui';
import { homeEnglish } from './messages/home.en';
import { contentEnglish } from './messages/content.en';
import { serversEnglish } from './messages/servers.en';
import { settingsEnglish } from './messages/settings.en';

/** Every string the customer remote shows, in English; French is in messages.fr.ts. */
export const customerEnglish = {
  ...homeEnglish,
  ...serversEnglish,
  ...settingsEnglish,
  ...contentEnglish,
};

export type CustomerMessage = MessageKey<keyof typeof customerEnglish>;

// At module load of the exposed entry, so the remote released alone carries its messages.
registerMessages('customer', { en: customerEnglish, fr: () => import('./messages.fr') });

/** The customer remote's messages, typed by key. */
export function useCustomerT(): (key: CustomerMessage, values?: Record<string, unknown>) => string {
  return useT('customer');
}

/** Outside React (a toast after a call): the message in the current language. */
export const customerMessage = (key: CustomerMessage, values?: Record<string, unknown>): string => translate('customer', key, values);
