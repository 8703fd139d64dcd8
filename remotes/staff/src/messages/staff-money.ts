import { featureMessages } from '@panel/ui';
import { staffMoneyEnglish } from './staff-money.en';

export type StaffMoneyMessage = keyof typeof staffMoneyEnglish;

const staffMoneyCatalogue = featureMessages('staff-money', staffMoneyEnglish, () => import('./staff-money.fr').then((module) => module.staffMoneyFrench));

export const useStaffMoneyT = staffMoneyCatalogue.useMessages;
export const staffMoneyMessage = staffMoneyCatalogue.message;
