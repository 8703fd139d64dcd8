export interface RouteMatch {
  route: { id: string; owner: string; public: boolean; segments: string[]; firstCalls?: string[] };
  params: Record<string, string>;
}

export function routeMatcherIn(dist: string): (pathname: string) => Promise<RouteMatch | null>;

export function createIndexRenderer(dist: string): (pathname: string) => Promise<{ html: string; scriptHashes: string[] }>;
