/**
 * A fresh `Idempotency-Key` for a write that must happen once however often it is sent: 128
 * random bits in hex, from getRandomValues (randomUUID is missing on a page served over plain http).
 * Kept in this remote, not in the shared API client: that one is the shell's copy at run time,
 * and this remote must run on a shell released before it.
 */
export const newIdempotencyKey = (): string => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
