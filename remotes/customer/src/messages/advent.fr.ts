import type { adventEnglish } from './advent.en';

export const adventFrench: Record<keyof typeof adventEnglish, string> = {};
