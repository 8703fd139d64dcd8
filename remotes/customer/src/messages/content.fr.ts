import type { contentEnglish } from './content.en';

export const contentFrench: Record<keyof typeof contentEnglish, string> = {};
