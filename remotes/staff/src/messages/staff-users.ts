import { featureMessages } from '@panel/ui';
import { staffUsersEnglish } from './staff-users.en';

const staffUsersCatalogue = featureMessages('staff-users', staffUsersEnglish, () => import('./staff-users.fr').then((module) => module.staffUsersFrench));

export type StaffUsersMessage = Parameters<ReturnType<typeof staffUsersCatalogue.useMessages>>[0];
export const useStaffUsersT = staffUsersCatalogue.useMessages;
export const staffUsersMessage = staffUsersCatalogue.message;
