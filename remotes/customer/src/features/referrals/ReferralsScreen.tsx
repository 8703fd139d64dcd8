import { NotBuiltYet, useT } from '@panel/ui';

/** Placeholder until the screen is built (issue 13). */
export function ReferralsScreen() {
  const routeTitle = useT('routes');
  return <NotBuiltYet title={routeTitle('referrals')} />;
}
