import { useEffect } from 'react';
import { Navigate, useLocation } from '@panel/router';
import { accessContext, canSeeRoute } from '@panel/rules';
import { rememberComingFrom, useConfig, useSession } from '@panel/session';
import { NotFound } from '@panel/ui';
import { Layout } from '../layout/Layout';
import { RemoteMount } from '../remotes/RemoteMount';
import { LOGIN_PATH, VERIFY_PATH } from '../startup/run-startup';
import { BootFragmentDone } from '../startup/BootFragmentDone';
import { ErrorScreen } from './ErrorScreen';
import { resolveRoute } from './resolve-route';
import { useFocusOnNavigation } from './use-focus-on-navigation';
import { usePageTitle } from './use-page-title';

/**
 * Picks the owner of the current path and applies the session rules and route gates; names
 * the page in the document title and brings focus to it after a navigation.
 */
export function RouteResolver() {
  const location = useLocation();
  const config = useConfig();
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);
  const route = resolveRoute(location.pathname);
  const visible = route !== null && canSeeRoute(route, accessContext(config, user));
  usePageTitle(visible ? route.id : null);
  useFocusOnNavigation();

  if (!route) {
    return (
      <Layout>
        <NotFound />
        <BootFragmentDone />
      </Layout>
    );
  }
  if (route.owner === 'shell') return <ErrorScreen />;
  if (!route.gate?.public && !token) return <ToLogin from={location.pathname + location.search} />;
  if (user?.verified === false && route.owner !== 'auth') return <Navigate to={VERIFY_PATH} replace />;
  if (!visible) {
    return (
      <Layout>
        <NotFound />
        <BootFragmentDone />
      </Layout>
    );
  }
  if (route.owner === 'auth') return <RemoteMount name="auth" />;
  return (
    <Layout>
      <RemoteMount key={route.owner} name={route.owner} />
    </Layout>
  );
}

/** Sends a visitor without a session to sign in, to come back to `from` afterwards. */
function ToLogin({ from }: { from: string }) {
  useEffect(() => rememberComingFrom(from), [from]);
  return <Navigate to={LOGIN_PATH} replace />;
}
