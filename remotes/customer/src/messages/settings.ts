import { featureMessages } from '@panel/ui';
import { settingsEnglish } from './settings.en';

export type SettingsMessage = Parameters<ReturnType<typeof settingsCatalogue.useMessages>>[0];

const settingsCatalogue = featureMessages('customer-settings', settingsEnglish, () => import('./settings.fr').then((module) => module.settingsFrench));

export const useSettingsT = settingsCatalogue.useMessages;
export const settingsMessage = settingsCatalogue.message;
