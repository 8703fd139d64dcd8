/** The order screens' messages, in English (keys prefixed with `order`). */
export const orderEnglish = {
  orderPlaceholderOrderScreen: 'OrderScreen',
  orderPlaceholderConfigureScreen: 'ConfigureScreen',
  orderPlaceholderReferralConditionScreen: 'ReferralConditionScreen',
};
