import { featureMessages } from '@panel/ui';
import { staffTransactionsEnglish } from './staff-transactions.en';

const staffTransactionsCatalogue = featureMessages('staff-transactions', staffTransactionsEnglish, () =>
  import('./staff-transactions.fr').then((module) => module.staffTransactionsFrench),
);

export const useStaffTransactionsT = staffTransactionsCatalogue.useMessages;
