import type { components } from '@panel/api/contract';

export type CoinMovement = components['schemas']['CoinMovement'];
export type MovementKind = CoinMovement['reason'];

/** The advent door behind an `advent` movement ("Day 3" from the server), so it reads in the person's language. */
export const adventDay = (detail: string): number | null => {
  const match = /^day\s+(\d{1,2})$/i.exec(detail.trim());
  return match ? Number(match[1]) : null;
};

/** An amount with its sign always shown, a true minus for spending: "+100", "−50", "+1,000". */
export function signedCoins(amount: number, language: string): string {
  const digits = new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(Math.abs(amount));
  return `${amount < 0 ? '\u2212' : '+'}${digits}`;
}
