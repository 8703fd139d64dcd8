import type { coinsEnglish } from './coins.en';

export const coinsFrench: Record<keyof typeof coinsEnglish, string> = {};
