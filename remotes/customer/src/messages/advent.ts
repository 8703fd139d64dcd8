import { featureMessages } from '@panel/ui';
import { adventEnglish } from './advent.en';

export type AdventMessage = Parameters<ReturnType<typeof adventCatalogue.useMessages>>[0];

const adventCatalogue = featureMessages('customer-advent', adventEnglish, () => import('./advent.fr').then((module) => module.adventFrench));

export const useAdventT = adventCatalogue.useMessages;
export const adventMessage = adventCatalogue.message;
