/** The shop screens' messages, in English (keys prefixed with `shop`). */
export const shopEnglish = {
  shopPlaceholderShopScreen: 'ShopScreen',
  shopPlaceholderShopPlanScreen: 'ShopPlanScreen',
  shopPlaceholderResourcePackScreen: 'ResourcePackScreen',
};
