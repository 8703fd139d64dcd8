/** The placeholder that would put the viewer's token in the URL: always refused. */
export const TOKEN_PLACEHOLDER = '%USER_TOKEN%';

export type LinkProblem = 'token' | 'invalid';

/** Why a sidebar link cannot be saved, or null: it must be https/http or a panel path, and never carry the token. */
export function linkProblem(link: string): LinkProblem | null {
  const text = link.trim();
  if (text.includes(TOKEN_PLACEHOLDER)) return 'token';
  if (text.startsWith('/') && !text.startsWith('//')) return null;
  try {
    // Placeholders are filled later; check the address with them as plain text.
    const { protocol } = new URL(text.replace(/%USER\.[A-Za-z0-9_.]+%/g, 'x'));
    return protocol === 'https:' || protocol === 'http:' ? null : 'invalid';
  } catch {
    return 'invalid';
  }
}
