import type { redeemEnglish } from './redeem.en';

export const redeemFrench: Record<keyof typeof redeemEnglish, string> = {};
