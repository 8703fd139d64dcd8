/** The top-up range an instance allows; 1 to 1000 when it sets none (as the API does). */
export interface TopUpLimits {
  min: number;
  max: number;
}

export const DEFAULT_TOPUP_LIMITS: TopUpLimits = { min: 1, max: 1000 };

const QUICK_AMOUNTS = [5, 10, 25, 50, 100];

/** The quick amounts the range allows. */
export const quickAmounts = ({ min, max }: TopUpLimits): number[] => QUICK_AMOUNTS.filter((amount) => amount >= min && amount <= max);

export type AmountProblem = 'missing' | 'decimals' | 'tooLow' | 'tooHigh';

/** What is wrong with the typed amount before sending it, as the API would refuse it; null when it can be sent. */
export function amountProblem(typed: string, { min, max }: TopUpLimits): AmountProblem | null {
  const text = typed.trim();
  if (text === '') return 'missing';
  const amount = Number(text);
  if (!Number.isFinite(amount)) return 'missing';
  if (Math.round(amount * 100) / 100 !== amount) return 'decimals';
  if (amount < min) return 'tooLow';
  if (amount > max) return 'tooHigh';
  return null;
}
