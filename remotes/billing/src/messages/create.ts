import { featureMessages } from '@panel/ui';
import { createEnglish } from './create.en';

const createCatalogue = featureMessages('billing-create', createEnglish, () => import('./create.fr').then((module) => module.createFrench));

export type CreateMessage = Parameters<ReturnType<typeof createCatalogue.useMessages>>[0];
export const useCreateT = createCatalogue.useMessages;
export const createMessage = createCatalogue.message;
