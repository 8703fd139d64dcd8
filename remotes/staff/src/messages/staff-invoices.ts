import { featureMessages } from '@panel/ui';
import { staffInvoicesEnglish } from './staff-invoices.en';

const staffInvoicesCatalogue = featureMessages('staff-invoices', staffInvoicesEnglish, () => import('./staff-invoices.fr').then((module) => module.staffInvoicesFrench));

export const useStaffInvoicesT = staffInvoicesCatalogue.useMessages;
