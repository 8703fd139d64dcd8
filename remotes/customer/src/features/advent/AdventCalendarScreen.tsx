import { NotBuiltYet, useT } from '@panel/ui';

/** Placeholder until the screen is built (issue 13). */
export function AdventCalendarScreen() {
  const routeTitle = useT('routes');
  return <NotBuiltYet title={routeTitle('adventCalendar')} />;
}
