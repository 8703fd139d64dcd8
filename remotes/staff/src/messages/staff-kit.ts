import { featureMessages } from '@panel/ui';
import { staffKitEnglish } from './staff-kit.en';

const staffKitCatalogue = featureMessages('staff-kit', staffKitEnglish, () => import('./staff-kit.fr').then((module) => module.staffKitFrench));

export const useStaffKitT = staffKitCatalogue.useMessages;
export const staffKitMessage = staffKitCatalogue.message;
