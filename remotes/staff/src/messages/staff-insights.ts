import { featureMessages } from '@panel/ui';
import { staffInsightsEnglish } from './staff-insights.en';

export type StaffInsightsMessage = keyof typeof staffInsightsEnglish;

const staffInsightsCatalogue = featureMessages('staff-insights', staffInsightsEnglish, () => import('./staff-insights.fr').then((module) => module.staffInsightsFrench));

export const useStaffInsightsT = staffInsightsCatalogue.useMessages;
