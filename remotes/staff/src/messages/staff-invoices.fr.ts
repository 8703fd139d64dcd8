import type { staffInvoicesEnglish } from './staff-invoices.en';

export const staffInvoicesFrench: Record<keyof typeof staffInvoicesEnglish, string> = {
  invoicesTitle: 'Factures',
  invoicesDescription: 'Toutes les factures de tous les clients. Ouvrez-en une pour la régler, la marquer impayée ou la supprimer.',
  invoicesTable: 'Factures',
  invoicesId: 'Facture',
  invoicesName: 'Article',
  invoicesDue: 'Échéance',
  invoicesPaidOn: 'Payée le',
  invoicesDueFrom: 'Échéance à partir du',
  invoicesDueUntil: 'Échéance jusqu’au',
  invoicesTotalCount: 'Factures',
};
