/** Whether a code still works: expired, used up, or active (by the browser's clock; the server decides at redemption). */
export function codeState(code: { expires: number | null; redeemed: readonly string[]; maxClaims: number }, now: number): 'expired' | 'usedUp' | 'active' {
  if (code.expires !== null && code.expires < now) return 'expired';
  return code.redeemed.length >= code.maxClaims ? 'usedUp' : 'active';
}
