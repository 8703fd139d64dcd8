import { featureMessages } from '@panel/ui';
import { staffCodesEnglish } from './staff-codes.en';

const staffCodesCatalogue = featureMessages('staff-codes', staffCodesEnglish, () => import('./staff-codes.fr').then((module) => module.staffCodesFrench));

export const useStaffCodesT = staffCodesCatalogue.useMessages;
export const staffCodesMessage = staffCodesCatalogue.message;
