import { routePath } from '@panel/rules';
import { Link, Loadable, PageHeader } from '@panel/ui';
import { useAdventCalendar } from '../../../api/advent-calendar';
import { useEventsT } from '../../../messages/events';
import { AdventCalendarForm } from './AdventCalendarForm';
import { CHRISTMAS_FIELDS, EventSettings } from './EventSettings';
import './events.css';

/** `/staff/events/christmas`: snow, the Christmas theme, the advent calendar's switch and its configuration. */
export function ChristmasScreen() {
  const t = useEventsT();
  const { data, error, mutate } = useAdventCalendar();
  return (
    <>
      <PageHeader
        title={t('eventsChristmas')}
        description={t('eventsChristmasIntro')}
        breadcrumbs={[{ label: t('eventsTitle'), to: routePath('staffEvents') }, { label: t('eventsChristmas') }]}
        actions={<Link to={routePath('staffChristmasInsights')}>{t('eventsSeeInsights')}</Link>}
      />
      <div className="staff-advent">
        <EventSettings id="events-christmas" title={t('eventsLooks')} fields={CHRISTMAS_FIELDS} />
        <Loadable state={error ? 'error' : data ? 'success' : 'loading'} errorMessage={t('eventsLoadFailed')} onRetry={() => void mutate()}>
          {data && <AdventCalendarForm calendar={data} />}
        </Loadable>
      </div>
    </>
  );
}
