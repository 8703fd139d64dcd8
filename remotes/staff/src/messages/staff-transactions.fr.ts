import type { staffTransactionsEnglish } from './staff-transactions.en';

export const staffTransactionsFrench: Record<keyof typeof staffTransactionsEnglish, string> = {
  transactionsTitle: 'Transactions',
  transactionsDescription: 'Tous les paiements reçus, par tous les moyens.',
  transactionsTable: 'Transactions',
  transactionsReference: 'Référence',
  transactionsItem: 'Payé pour',
  transactionsNoInvoice: 'Aucune facture',
  transactionsTopup: 'Recharge du compte',
  transactionTitle: 'Transaction {{id}}',
  transactionBack: 'Transactions',
  transactionDetails: 'Paiement',
  transactionOpenInvoice: 'Ouvrir la facture {{id}}',
  transactionOpenCustomer: 'Ouvrir le client {{name}}',
  transactionProviderOrder: 'Commande chez le prestataire',
  transactionProviderSubscription: 'Abonnement chez le prestataire',
  transactionUnknownCustomer: 'Compte supprimé ({{id}})',
  transactionLoadingCustomer: 'Chargement…',
  transactionsCount: 'Paiements',
};
