import { routePath } from '@panel/rules';
import { PageHeader } from '@panel/ui';
import { useEventsT } from '../../../messages/events';
import { EventSettings, HALLOWEEN_FIELDS } from './EventSettings';
import './events.css';

/** `/staff/events/halloween`: the Halloween theme on or off. */
export function HalloweenScreen() {
  const t = useEventsT();
  return (
    <>
      <PageHeader title={t('eventsHalloween')} description={t('eventsHalloweenIntro')} breadcrumbs={[{ label: t('eventsTitle'), to: routePath('staffEvents') }, { label: t('eventsHalloween') }]} />
      <EventSettings id="events-halloween" title={t('eventsLooks')} fields={HALLOWEEN_FIELDS} />
    </>
  );
}
