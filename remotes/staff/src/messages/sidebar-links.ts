import { featureMessages } from '@panel/ui';
import { sidebarLinksEnglish } from './sidebar-links.en';

const sidebarLinksCatalogue = featureMessages('staff-sidebar-links', sidebarLinksEnglish, () => import('./sidebar-links.fr').then((module) => module.sidebarLinksFrench));

export const useSidebarLinksT = sidebarLinksCatalogue.useMessages;
export const sidebarLinksMessage = sidebarLinksCatalogue.message;
