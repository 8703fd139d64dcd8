import { NotBuiltYet, useT } from '@panel/ui';

/** Placeholder until the screen is built (issue 12). */
export function GamePanelScreen() {
  const routeTitle = useT('routes');
  return <NotBuiltYet title={routeTitle('panel')} />;
}
