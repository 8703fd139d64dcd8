import type { ComponentType } from 'react';
import { Route, Routes, useLocation } from '@panel/router';
import { loadFrenchTitles, matchRoute, ROUTE_TITLES, type RemoteName, type RouteIdOwnedBy } from '@panel/rules';
import { registerMessages, useT } from './i18n/i18n';
import { NotBuiltYet } from './NotBuiltYet';
import { NotFound } from './NotFound';

registerMessages('routes', {
  en: ROUTE_TITLES,
  fr: () => loadFrenchTitles().then((titles) => ({ default: titles.FRENCH_ROUTE_TITLES })),
});

/** A remote's screens by route id: only ids the remote owns (a misspelt id fails the type-check). */
type ScreensOf<Owner extends RemoteName> = Partial<Record<RouteIdOwnedBy<Owner>, ComponentType>>;

interface RemoteRoutesProps<Owner extends RemoteName, Screens> {
  owner: Owner;
  /** A route with no screen yet shows the not-built notice. */
  screens: { [Id in keyof Screens]: Id extends RouteIdOwnedBy<Owner> ? ComponentType : never };
}

/**
 * A remote's routes, from the shared route record: the record's matcher picks the route (the
 * same answer the shell got), and react-router hands its params to the screen (`useParams`).
 */
export function RemoteRoutes<Owner extends RemoteName, Screens>({
  owner,
  screens,
}: RemoteRoutesProps<Owner, Screens>) {
  const { pathname } = useLocation();
  const t = useT('routes');
  const route = matchRoute(pathname)?.route;
  if (route?.owner !== owner) return <NotFound />;
  const id = route.id as RouteIdOwnedBy<Owner>;
  const Screen: ComponentType | undefined = (screens as ScreensOf<Owner>)[id];
  return (
    <Routes>
      <Route path={route.path} element={Screen ? <Screen /> : <NotBuiltYet title={t(id)} />} />
    </Routes>
  );
}
