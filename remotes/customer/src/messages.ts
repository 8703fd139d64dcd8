import { registerMessages, translate, useT, type MessageKey } from '@panel/ui';
import { homeEnglish } from './messages/home.en';

/**
 * The home's strings (the remote's usual first screen), in English; French is in messages.fr.ts.
 * The other screens register their own catalogues when they load (messages/servers.ts,
 * settings.ts, content.ts), so the home does not carry their English.
 */
export const customerEnglish = homeEnglish;

export type CustomerMessage = MessageKey<keyof typeof customerEnglish>;

// At module load of the exposed entry, so the remote released alone carries its messages.
registerMessages('customer', { en: customerEnglish, fr: () => import('./messages.fr') });

/** The customer remote's messages, typed by key. */
export function useCustomerT(): (key: CustomerMessage, values?: Record<string, unknown>) => string {
  return useT('customer');
}

/** Outside React (a toast after a call): the message in the current language. */
export const customerMessage = (key: CustomerMessage, values?: Record<string, unknown>): string => translate('customer', key, values);
