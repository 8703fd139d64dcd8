/** decisions.md: the bearer token is localStorage `token`; null when absent or storage is unavailable. */
export function readStoredToken(): string | null {
  try {
    return globalThis.localStorage?.getItem('token') ?? null;
  } catch {
    return null;
  }
}
