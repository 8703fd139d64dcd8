import { featureMessages } from '@panel/ui';
import { eventsEnglish } from './events.en';

export type EventsMessage = Parameters<ReturnType<typeof eventsCatalogue.useMessages>>[0];

const eventsCatalogue = featureMessages('staff-events', eventsEnglish, () => import('./events.fr').then((module) => module.eventsFrench));

export const useEventsT = eventsCatalogue.useMessages;
export const eventsMessage = eventsCatalogue.message;
