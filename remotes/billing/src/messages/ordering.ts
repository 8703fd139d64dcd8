import { featureMessages } from '@panel/ui';
import { orderingEnglish } from './ordering.en';

const orderingCatalogue = featureMessages('billing-ordering', orderingEnglish, () => import('./ordering.fr').then((module) => module.orderingFrench));

export type OrderingMessage = Parameters<ReturnType<typeof orderingCatalogue.useMessages>>[0];
export const useOrderingT = orderingCatalogue.useMessages;
export const orderingMessage = orderingCatalogue.message;
