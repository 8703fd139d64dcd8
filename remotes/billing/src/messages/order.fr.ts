import type { orderEnglish } from './order.en';

export const orderFrench: Record<keyof typeof orderEnglish, string> = {
  orderPlaceholderOrderScreen: 'OrderScreen',
  orderPlaceholderConfigureScreen: 'ConfigureScreen',
  orderPlaceholderReferralConditionScreen: 'ReferralConditionScreen',
};
