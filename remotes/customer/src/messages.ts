import { registerMessages, useT, type Catalogue, type MessageKey } from '@panel/ui';

/** Every string the customer remote shows, in every language. */
export const customerCatalogue = {
  en: {
    welcomeBack: 'Welcome back, {{name}}',
    overview: 'Your account at a glance.',
    balance: 'Balance',
    coins: 'Coins',
    plans: 'Plans',
  },
  fr: {
    welcomeBack: 'Bon retour, {{name}}',
    overview: "Votre compte en un coup d'œil.",
    balance: 'Solde',
    coins: 'Pièces',
    plans: 'Offres',
  },
} satisfies Catalogue;

export type CustomerMessage = MessageKey<keyof typeof customerCatalogue.en>;

// At module load of the exposed entry, so the remote released alone carries its messages.
registerMessages('customer', customerCatalogue);

/** The customer remote's messages, typed by key. */
export function useCustomerT(): (key: CustomerMessage, values?: Record<string, unknown>) => string {
  return useT('customer');
}
