import { featureMessages } from '@panel/ui';
import { staffAuditEnglish } from './staff-audit.en';

const staffAuditCatalogue = featureMessages('staff-audit', staffAuditEnglish, () => import('./staff-audit.fr').then((module) => module.staffAuditFrench));

export type StaffAuditMessage = Parameters<ReturnType<typeof staffAuditCatalogue.useMessages>>[0];
export const useStaffAuditT = staffAuditCatalogue.useMessages;
