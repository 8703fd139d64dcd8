import { featureMessages } from '@panel/ui';
import { orderEnglish } from './order.en';

const orderCatalogue = featureMessages('billing-order', orderEnglish, () => import('./order.fr').then((module) => module.orderFrench));

export type OrderMessage = Parameters<ReturnType<typeof orderCatalogue.useMessages>>[0];
export const useOrderT = orderCatalogue.useMessages;
export const orderMessage = orderCatalogue.message;
