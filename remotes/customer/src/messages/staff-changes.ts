import { featureMessages } from '@panel/ui';
import { staffChangesEnglish } from './staff-changes.en';

const staffChangesCatalogue = featureMessages('customer-staff-changes', staffChangesEnglish, () => import('./staff-changes.fr').then((module) => module.staffChangesFrench));

export type StaffChangesMessage = Parameters<ReturnType<typeof staffChangesCatalogue.useMessages>>[0];
export const useStaffChangesT = staffChangesCatalogue.useMessages;
