import { featureMessages } from '@panel/ui';
import { shopPlanEnglish } from './shop-plan.en';

const shopPlanCatalogue = featureMessages('billing-shop-plan', shopPlanEnglish, () => import('./shop-plan.fr').then((module) => module.shopPlanFrench));

export type ShopPlanMessage = Parameters<ReturnType<typeof shopPlanCatalogue.useMessages>>[0];
export const useShopPlanT = shopPlanCatalogue.useMessages;
export const shopPlanMessage = shopPlanCatalogue.message;
