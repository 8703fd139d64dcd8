import { matchRoute, type Route } from '@panel/rules';

/** The record's entry for the current path, by the one matcher every app and script shares. */
export const resolveRoute = (pathname: string): Route | null => matchRoute(pathname)?.route ?? null;
