import type { FailRule } from './db';

export interface FailRequest {
  method?: string;
  path: string;
  status: number;
  times?: number;
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** Matches msw-style paths: `:param` is one segment, `*` anything; a trailing slash is ignored. */
export function pathMatches(pattern: string, pathname: string): boolean {
  const source = trimSlash(pattern)
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment).replace(/\*/g, '.*')))
    .join('/');
  return new RegExp(`^${source}$`).test(trimSlash(pathname));
}

/** The rule described by a `POST /api/__mock/fail` body, or an error message. */
export function parseFailRequest(body: Record<string, unknown>): FailRule | string {
  const { method, path, status, times = 1 } = body;
  if (method !== undefined && (typeof method !== 'string' || method === '')) return 'method must be an HTTP method';
  if (typeof path !== 'string' || !path.startsWith('/')) return 'path must be a path starting with /';
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599) {
    return 'status must be an integer from 400 to 599';
  }
  if (typeof times !== 'number' || !Number.isInteger(times) || (times < 1 && times !== -1)) {
    return 'times must be a positive integer, or -1 for until reset';
  }
  return { method: method?.toUpperCase() ?? null, path, status, remaining: times };
}

/** Consumes and returns the first live rule matching the request, if any. */
export function takeFailRule(rules: FailRule[], method: string, pathname: string): FailRule | undefined {
  const rule = rules.find(
    (r) => r.remaining !== 0 && (r.method === null || r.method === method) && pathMatches(r.path, pathname),
  );
  if (rule && rule.remaining > 0) rule.remaining -= 1;
  return rule;
}
