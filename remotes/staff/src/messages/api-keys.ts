import { featureMessages } from '@panel/ui';
import { apiKeysEnglish } from './api-keys.en';

const apiKeysCatalogue = featureMessages('staff-api-keys', apiKeysEnglish, () => import('./api-keys.fr').then((module) => module.apiKeysFrench));

export const useApiKeysT = apiKeysCatalogue.useMessages;
export const apiKeysMessage = apiKeysCatalogue.message;
