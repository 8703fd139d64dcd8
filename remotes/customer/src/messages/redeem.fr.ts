import type { redeemEnglish } from './redeem.en';

export const redeemFrench: Record<keyof typeof redeemEnglish, string> = {
  redeemTitle: 'Utiliser un code',
  redeemIntro: 'Vous avez reçu un code de pièces lors d’un événement, d’un concours ou de l’équipe ? Saisissez-le ici pour ajouter ses pièces à votre compte.',
  redeemCode: 'Code',
  redeemCodeHint: 'Lettres, chiffres, tirets et tirets bas, tel que vous l’avez reçu.',
  redeemSubmit: 'Utiliser',
  redeemCode_required: 'Saisissez un code',
  redeemAdded_one: '{{count}} pièce ajoutée',
  redeemAdded_other: '{{count}} pièces ajoutées',
  redeemNewTotal_one: 'Vous avez maintenant {{count}} pièce.',
  redeemNewTotal_other: 'Vous avez maintenant {{count}} pièces.',
  redeemSeeHistory: 'Voir l’historique de vos pièces',
  redeem_unknown: 'Ce code n’existe pas. Vérifiez qu’il ne contient pas de faute de frappe.',
  redeem_alreadyRedeemed: 'Vous avez déjà utilisé ce code. Chaque code ne sert qu’une fois par compte.',
  redeem_expired: 'Ce code a expiré.',
  redeem_usedUp: 'Ce code a été utilisé autant de fois qu’il le permet.',
  redeemTooManyAttempts: 'Trop de tentatives',
  redeemTooManyAttemptsWait_one: 'Attendez {{count}} minute avant d’essayer un autre code.',
  redeemTooManyAttemptsWait_other: 'Attendez {{count}} minutes avant d’essayer un autre code.',
  redeemTooManyAttemptsLater: 'Attendez quelques minutes avant d’essayer un autre code.',
};
