import { featureMessages } from '@panel/ui';
import { catalogueEnglish } from './catalogue.en';

const catalogue = featureMessages('staff-catalogue', catalogueEnglish, () => import('./catalogue.fr').then((module) => module.catalogueFrench));

export const useCatalogueT = catalogue.useMessages;
export const catalogueMessage = catalogue.message;
