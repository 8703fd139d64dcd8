import type { staffTransactionsEnglish } from './staff-transactions.en';

export const staffTransactionsFrench: Record<keyof typeof staffTransactionsEnglish, string> = {
  transactionsTitle: 'Transactions',
  transactionsDescription: 'Tous les paiements, par tous les moyens, et chaque modification d’un solde par l’équipe.',
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
  transactionsCount: 'Transactions',
  transactionsRevenue: 'Chiffre d’affaires',
  transactionsRevenueNote: 'Le chiffre d’affaires est l’argent reçu : les paiements par un prestataire et les factures réglées par l’équipe avec une transaction. Les paiements par le solde (sa recharge a été comptée) et les modifications d’un solde par l’équipe sont listés mais pas comptés.',
};
