import type { coinsEnglish } from './coins.en';

export const coinsFrench: Record<keyof typeof coinsEnglish, string> = {
  coinsTitle: 'Historique des pièces',
  coinsIntro: 'Chaque pièce gagnée, reçue ou dépensée, de la plus récente à la plus ancienne, avec vos pièces après chacune.',
  coinsTable: 'Mouvements de pièces',
  coinsDate: 'Date',
  coinsMovement: 'Quoi',
  coinsAmount: 'Pièces',
  coinsTotal: 'Vos pièces après',
  coinsNone: 'Aucun mouvement de pièces pour l’instant',
  coinsNoneText: 'Les pièces que vous gagnez, recevez avec un code ou dépensez pour un renouvellement apparaissent ici.',
  coinsEarn: 'Gagner des pièces',
  coinsRedeem: 'Utiliser un code',
  coinsKind_earning: 'Gagnées : {{detail}}',
  coinsKind_jfr: 'Serveur Discord rejoint : {{detail}}',
  coinsKind_advent: 'Calendrier de l’Avent : {{detail}}',
  coinsKind_coupon: 'Code {{detail}} utilisé',
  coinsKind_referral: 'Parrainage : inscription de {{detail}}',
  coinsKind_renewal: 'Renouvellement du serveur {{detail}}',
  coinsKind_resource: 'Achat : {{detail}}',
  coinsKind_staff: 'Modifiées par l’équipe',
  coinsAdvent_day: 'jour {{day}}',
};
