import { featureMessages } from '@panel/ui';
import { shopEnglish } from './shop.en';

const shopCatalogue = featureMessages('billing-shop', shopEnglish, () => import('./shop.fr').then((module) => module.shopFrench));

export type ShopMessage = Parameters<ReturnType<typeof shopCatalogue.useMessages>>[0];
export const useShopT = shopCatalogue.useMessages;
export const shopMessage = shopCatalogue.message;
