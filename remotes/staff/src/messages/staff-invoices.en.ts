/** The staff invoices list. */
export const staffInvoicesEnglish = {
  invoicesTitle: 'Invoices',
  invoicesDescription: 'Every invoice of every customer. Open one to complete it, mark it unpaid or delete it.',
  invoicesTable: 'Invoices',
  invoicesId: 'Invoice',
  invoicesName: 'Item',
  invoicesDue: 'Due',
  invoicesPaidOn: 'Paid on',
  invoicesDueFrom: 'Due from',
  invoicesDueUntil: 'Due until',
  invoicesTotalCount: 'Invoices',
};
