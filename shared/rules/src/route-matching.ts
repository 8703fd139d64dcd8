import { ROUTES, type Route, type RouteId, type RouteOwner } from './routes';

/** What matching needs of a route: its path cut into segments, `:name` for a param. */
export interface SegmentPattern {
  segments: readonly string[];
}

export interface PathMatch<Entry> {
  route: Entry;
  /** The params' values, decoded. */
  params: Record<string, string>;
}

/**
 * The one path matcher, used by the shell, the remotes, index.html's inline scripts and the
 * shell's server, so all four always agree on which page a path is:
 * - only the path counts: a query or fragment is ignored;
 * - trailing slashes are ignored; an empty segment anywhere else (`/invoice//1`) matches nothing;
 * - segments are compared decoded (`%61uth` is `auth`) and case-sensitively; params are decoded;
 * - a segment that cannot be decoded, or decodes to `.`, `..` or something holding `/`,
 *   matches nothing, so no param can climb out of its place in an address built from it;
 * - a path longer than 1,024 characters matches nothing;
 * - the first entry of `table` that fits wins (`routeTable` puts static segments before params).
 *
 * It refers to nothing outside its own body: the shell's build inlines its source into
 * index.html and into the server's matcher.
 */
export function matchPathIn<Entry extends SegmentPattern>(table: readonly Entry[], pathname: string): PathMatch<Entry> | null {
  const path = pathname.split(/[?#]/)[0] ?? '';
  if (path.length > 1024 || path.charAt(0) !== '/') return null;
  const segments: string[] = [];
  for (const raw of path.replace(/\/+$/, '').split('/').slice(1)) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '' || segment === '.' || segment === '..' || segment.includes('/')) return null;
    segments.push(segment);
  }
  for (const entry of table) {
    if (entry.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const fits = entry.segments.every((expected, index) => {
      const actual = segments[index] as string;
      if (expected.charAt(0) !== ':') return expected === actual;
      params[expected.slice(1)] = actual;
      return true;
    });
    if (fits) return { route: entry, params };
  }
  return null;
}

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

/** Static segments rank before params, position by position (`/shop/resources/:id` before `/shop/:id/:x`). */
function bySpecificity(a: SegmentPattern, b: SegmentPattern): number {
  if (a.segments.length !== b.segments.length) return a.segments.length - b.segments.length;
  for (let index = 0; index < a.segments.length; index++) {
    const aParam = a.segments[index]?.startsWith(':');
    const bParam = b.segments[index]?.startsWith(':');
    if (aParam !== bParam) return aParam ? 1 : -1;
  }
  return 0;
}

const ORDERED = ROUTES.map((route) => ({ route, segments: segmentsOf(route.path) })).sort(bySpecificity);

export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

/** The route at a path (or a whole location string) and its params, or null for an unknown path. */
export function matchRoute(pathname: string): RouteMatch | null {
  const match = matchPathIn(ORDERED, pathname);
  return match && { route: match.route.route, params: match.params };
}

/** One route as plain JSON, for the code that runs where this package cannot be imported. */
export interface RouteTableEntry extends SegmentPattern {
  id: RouteId;
  owner: RouteOwner;
  public: boolean;
  firstCalls?: readonly string[];
  appOnInteraction?: boolean;
}

/**
 * The record as data for `matchPathIn`, in matching order: what the shell's build writes for
 * index.html's inline scripts and for its server.
 */
export const routeTable = (): RouteTableEntry[] =>
  ORDERED.map(({ route, segments }) => ({
    id: route.id,
    owner: route.owner,
    public: route.gate?.public === true,
    segments,
    ...(route.firstCalls && { firstCalls: route.firstCalls }),
    ...(route.appOnInteraction && { appOnInteraction: true }),
  }));
