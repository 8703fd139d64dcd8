import { featureMessages } from '@panel/ui';
import { serversEnglish } from './servers.en';

export type ServersMessage = Parameters<ReturnType<typeof serversCatalogue.useMessages>>[0];

const serversCatalogue = featureMessages('customer-servers', serversEnglish, () => import('./servers.fr').then((module) => module.serversFrench));

export const useServersT = serversCatalogue.useMessages;
export const serversMessage = serversCatalogue.message;
