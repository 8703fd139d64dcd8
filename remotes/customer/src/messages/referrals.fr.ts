import type { referralsEnglish } from './referrals.en';

export const referralsFrench: Record<keyof typeof referralsEnglish, string> = {};
