import { NotBuiltYet, useT } from '@panel/ui';

/** Placeholder until the screen is built (issue 12). */
export function ArticleScreen() {
  const routeTitle = useT('routes');
  return <NotBuiltYet title={routeTitle('article')} />;
}
