import { routePath } from '@panel/rules';
import { Card, Link, PageHeader } from '@panel/ui';
import { useEventsT } from '../../../messages/events';
import { ALL_EVENT_FIELDS, EventSettings } from './EventSettings';
import './events.css';

/** `/staff/events`: every seasonal switch at once, and the way to each event's own page. */
export function EventsScreen() {
  const t = useEventsT();
  return (
    <>
      <PageHeader title={t('eventsTitle')} description={t('eventsIntro')} />
      <div className="staff-events">
        <EventSettings id="events-looks" title={t('eventsLooks')} fields={ALL_EVENT_FIELDS} />
        <Card title={t('eventsHalloween')}>
          <p>{t('eventsHalloweenIntro')}</p>
          <Link to={routePath('staffHalloween')}>{t('eventsConfigure', { event: t('eventsHalloween') })}</Link>
        </Card>
        <Card title={t('eventsChristmas')}>
          <p>{t('eventsChristmasIntro')}</p>
          <ul className="staff-events-links">
            <li>
              <Link to={routePath('staffChristmas')}>{t('eventsConfigure', { event: t('eventsChristmas') })}</Link>
            </li>
            <li>
              <Link to={routePath('staffChristmasInsights')}>{t('eventsSeeInsights')}</Link>
            </li>
          </ul>
        </Card>
      </div>
    </>
  );
}
