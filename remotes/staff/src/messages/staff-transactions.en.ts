/** The staff transactions list and a transaction's page. */
export const staffTransactionsEnglish = {
  transactionsTitle: 'Transactions',
  transactionsDescription: 'Every payment received, by any method.',
  transactionsTable: 'Transactions',
  transactionsReference: 'Reference',
  transactionsItem: 'Paid for',
  transactionsNoInvoice: 'No invoice',
  transactionsTopup: 'Account top-up',
  transactionTitle: 'Transaction {{id}}',
  transactionBack: 'Transactions',
  transactionDetails: 'Payment',
  transactionOpenInvoice: 'Open invoice {{id}}',
  transactionOpenCustomer: 'Open customer {{name}}',
  transactionProviderOrder: 'Provider order',
  transactionProviderSubscription: 'Provider subscription',
  transactionUnknownCustomer: 'Account deleted ({{id}})',
  transactionLoadingCustomer: 'Loading…',
};
