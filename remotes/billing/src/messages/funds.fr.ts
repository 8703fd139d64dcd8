import type { fundsEnglish } from './funds.en';

export const fundsFrench: Record<keyof typeof fundsEnglish, string> = {
  fundsPlaceholderFundsScreen: 'FundsScreen',
};
