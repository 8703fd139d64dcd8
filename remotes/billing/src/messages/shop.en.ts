/** The shop screens' messages, in English (keys prefixed with `shop`). */
export const shopEnglish = {
  shopPlaceholderShopScreen: 'ShopScreen',
  shopPlaceholderResourcePackScreen: 'ResourcePackScreen',
};
