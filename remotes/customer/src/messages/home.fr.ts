import type { homeEnglish } from './home.en';

export const homeFrench: Record<keyof typeof homeEnglish, string> = {
  welcomeBack: 'Bon retour, {{name}}',
  overview: "Votre compte en un coup d'œil.",
  balance: 'Solde',
  coins: 'Pièces',
  plans: 'Offres',
};
