/** The premium plan screen's messages (`/shop/{id}`), in English (keys prefixed with `shopPlan`). */
export const shopPlanEnglish = {
  shopPlanPlaceholder: 'ShopPlanScreen',
};
