import { featureMessages } from '@panel/ui';
import { instanceSettingsEnglish } from './instance-settings.en';

export type InstanceSettingsMessage = Parameters<ReturnType<typeof instanceSettingsCatalogue.useMessages>>[0];

const instanceSettingsCatalogue = featureMessages('staff-instance-settings', instanceSettingsEnglish, () =>
  import('./instance-settings.fr').then((module) => module.instanceSettingsFrench),
);

export const useInstanceSettingsT = instanceSettingsCatalogue.useMessages;
export const instanceSettingsMessage = instanceSettingsCatalogue.message;
