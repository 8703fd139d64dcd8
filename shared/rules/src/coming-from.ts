/**
 * `comingFrom` comes from storage and may have been tampered with: only a same-origin
 * relative path is ever followed, never a protocol-relative `//host` or an absolute URL.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char === '\\')) return null;
  try {
    const resolved = new URL(value, 'http://same.origin');
    if (resolved.origin !== 'http://same.origin') return null;
    const path = resolved.pathname + resolved.search + resolved.hash;
    // Dot segments can normalise into a protocol-relative path: `/.//evil.com` → `//evil.com`.
    return path.startsWith('//') ? null : path;
  } catch {
    return null;
  }
}
