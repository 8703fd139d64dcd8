import { toast } from '@panel/ui';
import { isAuthPath, matchRoute } from '@panel/rules';
import { readStoredUser, rememberComingFrom, sessionStore, STORAGE_KEYS, takeComingFrom, writeItem } from '@panel/session';
import { fetchConfig } from '../api/config';
import { shellMessage } from '../messages';
import { fetchUser } from '../api/user-info';

export type StartupOutcome =
  | { kind: 'config-error'; status: number }
  | { kind: 'awaiting-configuration' }
  | { kind: 'ready'; redirect: string | null };

export const LOGIN_PATH = '/auth/login';
export const VERIFY_PATH = '/auth/verify';

const isPublicPath = (pathname: string) => matchRoute(pathname)?.route.gate?.public === true;

/**
 * The startup flow of spec section 4. The user fetch starts together with the config
 * fetch when a session exists, so a signed-in page load costs one round trip, not two.
 */
export async function runStartup(location: { pathname: string; search: string }): Promise<StartupOutcome> {
  const session = sessionStore.getState();
  const here = location.pathname + location.search;
  const onAuthPage = isAuthPath(location.pathname);

  const userRequest = session.token && session.userId ? fetchUser(session.userId) : null;
  userRequest?.catch(() => undefined); // settled below; the config may fail first

  const configResult = await fetchConfig();
  if (!configResult.ok) return { kind: 'config-error', status: configResult.status };
  session.setConfig(configResult.config);
  if (configResult.config.awaitingConfiguration) return { kind: 'awaiting-configuration' };

  const toLogin = (): StartupOutcome => {
    if (!onAuthPage) rememberComingFrom(here);
    return { kind: 'ready', redirect: onAuthPage ? null : LOGIN_PATH };
  };

  if (!session.token) {
    return onAuthPage || isPublicPath(location.pathname) ? { kind: 'ready', redirect: null } : toLogin();
  }

  if (readStoredUser().status === 'corrupt' || !userRequest) {
    session.clear();
    return toLogin();
  }

  try {
    const user = await userRequest;
    session.setUser(user);
    writeItem(STORAGE_KEYS.referrer, null);
    if (user.verified === false) {
      // Verifying continues to where they were going (the verify screen takes comingFrom).
      if (!onAuthPage) rememberComingFrom(here);
      return { kind: 'ready', redirect: location.pathname === VERIFY_PATH ? null : VERIFY_PATH };
    }
  } catch {
    toast.error(shellMessage('userFetchFailed'));
    session.clear();
    return toLogin();
  }

  const comingFrom = takeComingFrom();
  return { kind: 'ready', redirect: comingFrom && comingFrom !== here ? comingFrom : null };
}
