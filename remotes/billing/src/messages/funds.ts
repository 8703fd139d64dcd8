import { featureMessages } from '@panel/ui';
import { fundsEnglish } from './funds.en';

const fundsCatalogue = featureMessages('billing-funds', fundsEnglish, () => import('./funds.fr').then((module) => module.fundsFrench));

export type FundsMessage = Parameters<ReturnType<typeof fundsCatalogue.useMessages>>[0];
export const useFundsT = fundsCatalogue.useMessages;
export const fundsMessage = fundsCatalogue.message;
