import fs from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRouter, useParams } from '@panel/router';
import { matchRoute, routesOwnedBy, type RemoteName, type RouteId, type RouteIdOwnedBy } from '@panel/rules';
import { SAMPLE_PATHS, TRICKY_PATHS } from '../../../shared/rules/src/test-utils/route-paths';
import { RemoteRoutes } from '@panel/ui';
import { routeMatcherIn } from '../../../scripts/lib/fragment-include.mjs';
import { routeMatcherModule, routeMatcherSource } from '../../boot/inline-scripts';
import { resolveRoute } from './resolve-route';

interface Answer {
  id: string | null;
  params?: Record<string, string>;
}
type MatcherAnswer = { route: { id: string }; params: Record<string, string> } | null;

const REMOTES: RemoteName[] = ['auth', 'customer', 'billing', 'staff'];

/** index.html's inline scripts: the matcher source they embed, run as the browser runs it. */
const bootMatcher = new Function(`return ${routeMatcherSource()}`)() as (pathname: string) => MatcherAnswer;

let dist: string;
let serverMatcher: (pathname: string) => Promise<MatcherAnswer>;
beforeAll(() => {
  // Inside the project: the test runner loads modules only from there.
  const cache = path.join(import.meta.dirname, '../../node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  dist = fs.mkdtempSync(path.join(cache, 'shell-dist-'));
  fs.writeFileSync(path.join(dist, 'route-matcher.mjs'), routeMatcherModule());
  serverMatcher = routeMatcherIn(dist);
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const answerOf = (match: MatcherAnswer): Answer => (match ? { id: match.route.id, params: match.params } : { id: null });

function Probe({ id }: { id: RouteId }) {
  return <output data-route={id} data-params={JSON.stringify(useParams())} />;
}

/** Every remote's <Routes> at the path: the screen that renders, with the params it is given. */
function remotesAnswer(pathname: string): Answer {
  const { container, unmount } = render(
    <MemoryRouter initialEntries={[pathname]}>
      {REMOTES.map((owner) => {
        const screens = Object.fromEntries(
          routesOwnedBy(owner).map((route): [RouteId, ComponentType] => [route.id, () => <Probe id={route.id} />]),
        ) as Record<RouteIdOwnedBy<typeof owner>, ComponentType>;
        return <RemoteRoutes key={owner} owner={owner} screens={screens} />;
      })}
    </MemoryRouter>,
  );
  const shown = [...container.querySelectorAll<HTMLElement>('[data-route]')];
  unmount();
  if (shown.length > 1) throw new Error(`${shown.length} remotes claim ${pathname}`);
  const [screen] = shown;
  return screen ? { id: screen.dataset.route ?? null, params: JSON.parse(screen.dataset.params ?? '{}') } : { id: null };
}

const CASES: [string, RouteId | null][] = [...SAMPLE_PATHS.map(({ path, id }): [string, RouteId] => [path, id]), ...TRICKY_PATHS];

describe('the shell, the inline scripts, the server and the remotes agree on every path', () => {
  it.each(CASES)('%s → %s', async (pathname, id) => {
    const expected = answerOf(matchRoute(pathname));
    expect(expected.id).toBe(id);
    expect({ id: resolveRoute(pathname)?.id ?? null }, 'shell').toEqual({ id });
    expect(answerOf(bootMatcher(pathname)), 'inline scripts').toEqual(expected);
    expect(answerOf(await serverMatcher(pathname)), 'server').toEqual(expected);
    // The shell's route owner, and only it, renders a screen.
    const owner = id && matchRoute(pathname)?.route.owner;
    expect(remotesAnswer(pathname), 'remotes').toEqual(owner === 'shell' ? { id: null } : expected);
  });
});
