import type { shopPlanEnglish } from './shop-plan.en';

export const shopPlanFrench: Record<keyof typeof shopPlanEnglish, string> = {
  shopPlanPlaceholder: 'ShopPlanScreen',
};
