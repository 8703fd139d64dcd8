import type { BillingMessage } from './messages';
import { invoiceViewFrench } from './messages/invoice-view.fr';

/** The French of every billing message, in its own chunk: only a French reader downloads it. */
const billingFrench: Record<BillingMessage, string> = {
  ...invoiceViewFrench,
  back: 'Retour',
  retry: 'Réessayer',
  signIn: 'Se connecter',
  close: 'Fermer',
  invoiceTitle: 'Facture {{id}}',
  loadingInvoice: 'Chargement de la facture…',

  errorNotFoundTitle: 'Facture introuvable',
  errorNotFoundText: "La facture {{id}} n'existe pas. Elle a peut-être été supprimée.",
  errorForbiddenTitle: "Cette facture n'est pas la vôtre",
  errorForbiddenText: 'La facture {{id}} appartient à un autre compte.',
  errorSessionTitle: 'Votre session a pris fin',
  errorSessionText: 'Reconnectez-vous pour voir cette facture.',
  errorTimeoutTitle: "Le serveur n'a pas répondu",
  errorLoadTitle: 'Impossible de charger la facture',
  errorLoadText: 'Le serveur ne peut pas charger cette facture pour le moment. Réessayez dans un instant.',

  pdfFailed: "Le PDF n'a pas pu être téléchargé.",

  loadingPaypal: 'Chargement de PayPal…',
  paypalSubscribeLead: 'Ou',
  paypalSubscribeLink: "abonnez-vous avec PayPal",
  paypalSubscribeTail: 'pour que chaque renouvellement soit payé automatiquement.',

  staffActions: "Actions de l'équipe",
  complete: 'Régler la facture',
  completeSave: 'Régler la facture et enregistrer la transaction',
  markUnpaid: 'Marquer comme impayée',
  delete: 'Supprimer',
  confirmUnpaidTitle: 'Marquer comme impayée ?',
  confirmUnpaidText: 'La facture {{id}} perd sa date de paiement, le montant reçu et sa transaction.',
  confirmUnpaid: 'Oui, marquer comme impayée',
  confirmDeleteTitle: 'Supprimer cette facture ?',
  confirmDeleteText: 'La facture {{id}} sera supprimée définitivement. Cette action est irréversible.',
  confirmDelete: 'Oui, supprimer',
  toastDeleted: 'Facture {{id}} supprimée.',
  toastUnpaid: 'La facture {{id}} est de nouveau impayée.',
  toastCompleted: 'La facture {{id}} est réglée.',

  thankYou: 'Merci pour votre paiement !',
  invoiceIsPaid: 'Votre facture est payée.',

  backToInvoice: 'Retour à la facture {{id}}',
  alreadyPaid: 'La facture {{id}} est déjà payée. Il n’y a plus rien à faire.',
  seeInvoice: 'Voir la facture',
  otherMethods: 'Choisir un autre moyen de paiement',

  payBalanceTitle: 'Payer avec le solde du compte',
  topupNotFromBalance: 'Un rechargement ne peut pas être payé avec le solde du compte.',
  balanceEmpty: 'Le solde de votre compte est vide.',
  yourBalance: 'Votre solde',
  dueOn: 'Dû pour {{name}}',
  takenFromBalance: 'Prélevé sur votre solde',
  stillDue: 'Reste dû ensuite',
  partlyPaidWarning:
    'Votre solde ne couvre pas cette facture : elle sera payée en partie, et {{amount}} resteront dus, à payer avec un autre moyen.',
  automaticBillingStops: "La facturation automatique n'est possible qu'à partir de la prochaine facture.",
  payFromBalance: 'Payer {{amount}} avec le solde',
  paying: 'Paiement…',
  toastPartlyPaid: '{{taken}} payés avec votre solde. Il reste {{remaining}} à payer.',

  payWith: 'Payer avec {{name}}',
  providerDisabled: 'Les paiements {{name}} ne sont pas activés.',
  hostedIntro:
    'Vous allez payer {{amount}} pour {{item}} chez {{name}} ({{detail}}). {{name}} vous renvoie ici une fois terminé ; la facture est marquée payée dès que {{name}} confirme le paiement.',
  continueTo: 'Continuer vers {{name}}',
  opening: 'Ouverture de {{name}}…',

  stripeTitle: 'Payer la facture {{id}} avec Stripe',
  alreadyPaidTitle: 'Déjà payée',
  alreadyPaidText: 'La facture {{id}} est déjà payée. Il ne reste rien à payer.',
  stripeOffTitle: "Stripe n'est pas disponible",
  stripeOffText: 'Les paiements par carte via Stripe ne sont pas disponibles pour le moment. Choisissez un autre moyen de paiement.',
  preparingPayment: 'Préparation de votre paiement…',
  stripeLoadFailedTitle: "Stripe n'a pas pu être chargé",
  stripeLoadFailedText: 'Vérifiez votre connexion ou tout bloqueur de js.stripe.com, puis réessayez.',
  loadingStripe: 'Chargement de Stripe…',
  amountDue: '{{name}} : {{amount}}',
  cardDetails: 'Coordonnées de la carte',
  payAmount: 'Payer {{amount}}',
  processing: 'Traitement…',
  stripeNotConfirmed: "Votre paiement n'a pas pu être confirmé. Vérifiez les informations et réessayez.",
  stripeUnreachable: 'Stripe est injoignable. Vérifiez votre connexion et réessayez.',

  approvalLoading: 'Traitement de votre paiement...',
  approvalSuccess: 'Paiement traité',
  approvalError: "Votre paiement n'a pas pu être traité",
  paypalLoadFailed:
    "PayPal n'a pas pu être chargé. Vérifiez votre connexion ou tout bloqueur de PayPal, rechargez la page ou choisissez un autre moyen de paiement.",
  subscribeTitle: "S'abonner avec PayPal",
  subscriptionApproved: 'Votre abonnement PayPal est approuvé. Redirection vers la confirmation…',
  blockerPaid: "Cette facture est déjà payée. Il n'y a rien à quoi s'abonner.",
  blockerManaged: 'Cette facture est déjà payée automatiquement par un abonnement.',
  blockerOneTime:
    'Cette facture est payée une seule fois et ne se renouvelle pas : un abonnement ne peut pas la payer. Payez-la depuis la page de la facture.',
  blockerPaypalDisabled: 'Les paiements PayPal ne sont pas disponibles pour le moment. Choisissez un autre moyen de paiement sur la page de la facture.',
  subscriptionTo: 'Abonnement à',
  billed: 'Facturé',
  once: 'Une fois',
  cycle720: 'Mensuel',
  cycle2160: 'Trimestriel',
  cycle4380: 'Semestriel',
  cycle8760: 'Annuel',
  paypalCharges: "PayPal prélève {{amount}} maintenant puis à chaque renouvellement, jusqu'à ce que vous résiliiez.",

  cancelledTitle: 'Paiement annulé',
  cancelledText: "Le paiement a été annulé et rien n'a été prélevé. La facture {{id}} reste ouverte : vous pouvez la payer autrement.",
  successTitle: 'Merci pour votre paiement',
  paymentConfirmed: 'Votre paiement est confirmé.',
  awaitingConfirmation:
    "Nous avons reçu votre paiement. Le prestataire de paiement ne l'a pas encore confirmé ; cette page se met à jour d'elle-même.",
  waitingForProvider: 'En attente de la confirmation du prestataire de paiement…',
  confirmationSlow: "Cela prend plus de temps que d'habitude.",
  backToTheInvoice: 'Retour à la facture',
};

export default billingFrench;
