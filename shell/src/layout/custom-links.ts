import type { User } from '@panel/api/contract';

/** The placeholder for the user's token: never filled, since a token must not reach another site in a URL. */
export const TOKEN_PLACEHOLDER = '%USER_TOKEN%';

const USER_FIELD = /%USER\.([A-Za-z0-9_.]+)%/g;

function fieldOf(user: User, path: string): string {
  const value = path.split('.').reduce<unknown>((node, key) => (node !== null && typeof node === 'object' && Object.hasOwn(node, key) ? (node as Record<string, unknown>)[key] : undefined), user);
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/**
 * An admin's sidebar link for this user: `%USER.<dotted.path>%` takes that field of the user
 * (URL-encoded; empty when there is none), or null when it must not be shown: a link asking for
 * the token, or one that is neither http(s) nor a path of the panel.
 */
export function filledLink(link: string, user: User): { href: string; external: boolean } | null {
  if (link.includes(TOKEN_PLACEHOLDER)) return null;
  const href = link.replace(USER_FIELD, (_, path: string) => encodeURIComponent(fieldOf(user, path)));
  if (href.startsWith('/') && !href.startsWith('//')) return { href, external: false };
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? { href: url.href, external: true } : null;
  } catch {
    return null;
  }
}
