import type { customerEnglish } from './messages';

/** The French of every message in messages.ts, in its own chunk: only a French reader downloads it. */
const customerFrench: Record<keyof typeof customerEnglish, string> = {
  welcomeBack: 'Bon retour, {{name}}',
  overview: "Votre compte en un coup d'œil.",
  balance: 'Solde',
  coins: 'Pièces',
  plans: 'Offres',
};

export default customerFrench;
