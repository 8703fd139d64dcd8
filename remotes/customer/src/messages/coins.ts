import { featureMessages } from '@panel/ui';
import { coinsEnglish } from './coins.en';

export type CoinsMessage = Parameters<ReturnType<typeof coinsCatalogue.useMessages>>[0];

const coinsCatalogue = featureMessages('customer-coins', coinsEnglish, () => import('./coins.fr').then((module) => module.coinsFrench));

export const useCoinsT = coinsCatalogue.useMessages;
export const coinsMessage = coinsCatalogue.message;
