import { featureMessages } from '@panel/ui';
import { referralsEnglish } from './referrals.en';

export type ReferralsMessage = Parameters<ReturnType<typeof referralsCatalogue.useMessages>>[0];

const referralsCatalogue = featureMessages('customer-referrals', referralsEnglish, () => import('./referrals.fr').then((module) => module.referralsFrench));

export const useReferralsT = referralsCatalogue.useMessages;
export const referralsMessage = referralsCatalogue.message;
