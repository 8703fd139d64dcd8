import { useCallback } from 'react';
import { loadFrenchTitles, NAV_SECTION_TITLES, ROUTE_TITLES, type NavSection, type RouteId } from '@panel/rules';
import { registerMessages, useT } from '@panel/ui';

// Each app bundles its own copy of the kit's catalogues, so the shell registers the record's
// titles for itself (the remotes get them through RemoteRoutes).
registerMessages('routes', {
  en: ROUTE_TITLES,
  fr: () => loadFrenchTitles().then((titles) => ({ default: titles.FRENCH_ROUTE_TITLES })),
});
registerMessages('nav-sections', {
  en: NAV_SECTION_TITLES,
  fr: () => loadFrenchTitles().then((titles) => ({ default: titles.FRENCH_NAV_SECTION_TITLES })),
});
// Too small for a chunk of its own.
registerMessages('shell-pages', {
  en: { notFound: 'Not found' },
  fr: { notFound: 'Page introuvable' },
});

/** A route's title in the chosen language. */
export function useRouteTitle(): (id: RouteId) => string {
  const t = useT('routes');
  return useCallback((id: RouteId) => t(id), [t]);
}

/** A sidebar section's heading in the chosen language. */
export function useNavSectionTitle(): (section: NavSection) => string {
  const t = useT('nav-sections');
  return useCallback((section: NavSection) => t(section), [t]);
}

/** The title of the not-found page, which no route has. */
export function useNotFoundTitle(): string {
  return useT('shell-pages')('notFound');
}
