import { featureMessages } from '@panel/ui';
import { instanceModeEnglish } from './instance-mode.en';

const instanceModeCatalogue = featureMessages('staff-instance-mode', instanceModeEnglish, () => import('./instance-mode.fr').then((module) => module.instanceModeFrench));

export const useInstanceModeT = instanceModeCatalogue.useMessages;
