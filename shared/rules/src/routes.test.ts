import { matchRoutes } from '@panel/router';
import { ROUTES, routeAt } from './routes';

const samplePath = (pattern: string) => pattern.replace(/:[^/]+/g, 'sample-1');
const rankedByRouter = (pathname: string) =>
  matchRoutes(ROUTES.map((route) => ({ path: route.path, route })), pathname)?.[0]?.route.route ?? null;

describe('routeAt, the router-free matcher of the shell’s first lines', () => {
  it.each(ROUTES.map((route) => [samplePath(route.path)]))(
    'agrees with react-router on the owner and gate of %s',
    (pathname) => {
      const expected = rankedByRouter(pathname);
      const actual = routeAt(pathname);
      expect(actual?.owner).toBe(expected?.owner);
      expect(actual?.gate).toEqual(expected?.gate);
    },
  );

  it.each(['/nowhere', '/invoice', '/staff/users/1/extra', '/auth'])('finds no route for %s', (pathname) => {
    expect(routeAt(pathname)).toBeNull();
  });
});
