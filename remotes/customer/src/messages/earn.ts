import { featureMessages } from '@panel/ui';
import { earnEnglish } from './earn.en';

export type EarnMessage = Parameters<ReturnType<typeof earnCatalogue.useMessages>>[0];

const earnCatalogue = featureMessages('customer-earn', earnEnglish, () => import('./earn.fr').then((module) => module.earnFrench));

export const useEarnT = earnCatalogue.useMessages;
export const earnMessage = earnCatalogue.message;
