import type { createEnglish } from './create.en';

export const createFrench: Record<keyof typeof createEnglish, string> = {
  createPlaceholderCreateScreen: 'CreateScreen',
};
