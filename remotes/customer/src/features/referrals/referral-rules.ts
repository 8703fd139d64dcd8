/** The referrals screen's rules, free of React: the custom-code threshold, progress, the link and the code's shape. */

/** Spec section 9: without an `ALL` rule, a custom link needs 20 referrals. */
export const DEFAULT_CUSTOM_LINK_MINIMUM = 20;

/**
 * Referrals needed for a custom code, from `minimumReferralsRequiredForCustomLinkByPlan`: the
 * smallest rule among the plans the person holds, else `ALL` (20 when absent). The server
 * answers the same (`userRules`); this stands in while that answer is unavailable.
 */
export function customLinkMinimum(byPlan: Record<string, number | undefined>, planIds: readonly string[]): number {
  const fromPlans = planIds.map((id) => byPlan[id]).filter((minimum): minimum is number => minimum !== undefined);
  return Math.max(0, Math.min(...fromPlans, byPlan.ALL ?? DEFAULT_CUSTOM_LINK_MINIMUM));
}

export interface CustomCodeProgress {
  unlocked: boolean;
  /** Referrals still to bring, 0 once unlocked. */
  remaining: number;
  /** How far along, 0 to 100, whole. */
  percent: number;
}

export function customCodeProgress(referrals: number, minimum: number): CustomCodeProgress {
  const count = Math.max(0, referrals);
  if (count >= minimum) return { unlocked: true, remaining: 0, percent: 100 };
  return { unlocked: false, remaining: minimum - count, percent: Math.floor((count / minimum) * 100) };
}

/** The link to share: `/join/{code}` on this panel. */
export const referralLink = (origin: string, code: string): string => `${origin.replace(/\/+$/, '')}/join/${encodeURIComponent(code)}`;

/** The contract's shape for a code: 3 to 20 letters and digits. */
const CODE_PATTERN = /^[A-Za-z0-9]{3,20}$/;

export type CodeIssue = 'required' | 'shape' | 'same';

/** What is wrong with a custom code before it is sent, or null. */
export function codeIssue(code: string, current: string): CodeIssue | null {
  const wanted = code.trim();
  if (wanted === '') return 'required';
  if (!CODE_PATTERN.test(wanted)) return 'shape';
  if (wanted === current) return 'same';
  return null;
}

/** `0.1` → `10 %`, written the way the language writes percentages. */
export const formatShare = (share: number, language: string): string =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(share);
