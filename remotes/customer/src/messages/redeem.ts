import { featureMessages } from '@panel/ui';
import { redeemEnglish } from './redeem.en';

export type RedeemMessage = Parameters<ReturnType<typeof redeemCatalogue.useMessages>>[0];

const redeemCatalogue = featureMessages('customer-redeem', redeemEnglish, () => import('./redeem.fr').then((module) => module.redeemFrench));

export const useRedeemT = redeemCatalogue.useMessages;
export const redeemMessage = redeemCatalogue.message;
