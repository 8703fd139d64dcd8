import { featureMessages } from '@panel/ui';
import { contentEnglish } from './content.en';

export type ContentMessage = Parameters<ReturnType<typeof contentCatalogue.useMessages>>[0];

const contentCatalogue = featureMessages('customer-content', contentEnglish, () => import('./content.fr').then((module) => module.contentFrench));

export const useContentT = contentCatalogue.useMessages;
export const contentMessage = contentCatalogue.message;
