import { featureMessages } from '@panel/ui';
import { earningMethodsEnglish } from './earning-methods.en';

const earningMethodsCatalogue = featureMessages('staff-earning-methods', earningMethodsEnglish, () => import('./earning-methods.fr').then((module) => module.earningMethodsFrench));

export const useEarningMethodsT = earningMethodsCatalogue.useMessages;
