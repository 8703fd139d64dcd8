// Plain data: compiled into the invoice's server-included fragment, like invoice-view.en.ts.
import type { InvoiceViewMessage } from './invoice-view.en';

/** The French of the invoice's first view (see invoice-view.en.ts); messages.fr.ts has the rest. */
export const invoiceViewFrench: Record<InvoiceViewMessage, string> = {
  documentTitle: 'Facture {{id}} · {{site}}',
  item: 'Article',
  amount: 'Montant',
  paidOn: 'Payée le',
  dueDate: "Date d'échéance",
  paidWith: 'Payée avec',
  discount: 'Réduction',
  paid: 'Payée',
  unpaid: 'Impayée',
  originally: 'initialement {{amount}}',
  suffixToday: "aujourd'hui",
  suffix720: '/mois',
  suffix2160: 'tous les 3 mois',
  suffix4380: 'tous les 6 mois',
  suffix8760: '/an',
  discountOff: ' : {{reduction}} % de réduction',
  discountRecurrent: ', aussi à chaque renouvellement',
  discountOnce: ', sur cette facture seulement',
  completedByStaff: "Réglée par l'équipe",
  downloadPdf: 'Télécharger en PDF',
  noticePaid: 'Cette facture a été payée le {{date}}. Merci !',
  noticeManagedPaypal: 'Cette facture est gérée automatiquement par un abonnement PayPal. Vous n’avez pas à la payer vous-même.',
  noticeManagedStripe: 'Cette facture est gérée automatiquement par un abonnement Stripe. Vous n’avez pas à la payer vous-même.',
  noticePaySoon: 'Veuillez payer cette facture dès que possible.',
  noticeUnpaid:
    "Les factures sont traitées automatiquement. Si vous l'avez payée mais qu'elle n'apparaît toujours pas comme payée, contactez-nous.",
  noticePartlyPaid: 'Cette facture a été payée en partie avec le solde de votre compte. Il reste {{amount}} à payer.',
  noticeManualNextInvoice:
    "Comme elle a été payée en partie avec le solde, la facturation automatique n'est possible qu'à partir de la prochaine facture, qui doit être payée manuellement.",
  chooseMethod: 'Choisissez un moyen de paiement',
  noMethods: 'Aucun moyen de paiement n’est activé. Contactez-nous pour payer cette facture.',
  methodBalance: 'Solde du compte',
  detailBalance: 'Payer avec le solde de votre compte',
  detailStripe: 'Cartes et portefeuilles',
  detailPaypal: 'Compte PayPal ou carte',
  detailCoingate: 'Bitcoin, Litecoin, Zcash, Bitcoin Cash, Monero, Ethereum, Dogecoin',
  detailLitepay: 'Bitcoin, Litecoin, Zcash, Bitcoin Cash, Monero, Ethereum, Dogecoin',
  detailCashfree: 'UPI et Netbanking, pour les clients en Inde',
};
