import type { earnEnglish } from './earn.en';

export const earnFrench: Record<keyof typeof earnEnglish, string> = {};
