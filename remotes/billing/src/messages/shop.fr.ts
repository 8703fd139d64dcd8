import type { shopEnglish } from './shop.en';

export const shopFrench: Record<keyof typeof shopEnglish, string> = {
  shopPlaceholderShopScreen: 'ShopScreen',
  shopPlaceholderResourcePackScreen: 'ResourcePackScreen',
};
