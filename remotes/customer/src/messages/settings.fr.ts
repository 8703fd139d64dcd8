import type { settingsEnglish } from './settings.en';

export const settingsFrench: Record<keyof typeof settingsEnglish, string> = {};
