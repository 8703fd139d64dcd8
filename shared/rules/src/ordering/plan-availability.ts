import type { DiscountCode, Plan } from '@panel/api/contract';

/** Why a plan cannot be ordered now, in the order the API checks. */
export type PlanRefusal = 'invisible' | 'cycle' | 'referrals' | 'notYet' | 'ended' | 'soldOut' | 'limit' | 'held';

export interface PlanOrderContext {
  now: number;
  /** The customer's servers and waiting orders on this plan. */
  held: number;
  /** The people the customer referred, or null when unknown (the API then judges). */
  referrals: number | null;
  /** `features.pspPlansConditions`: whether a plan's referral condition applies. */
  conditionsApply: boolean;
  /** Bought for the account (a premium plan), the customer already holds it: it is not sold twice. */
  alreadyHeld?: boolean;
}

type OrderablePlan = Pick<Plan, 'renewable' | 'billingCycles' | 'availableIn' | 'availableUntil' | 'stock' | 'amountAllowedPerCustomer'> & Partial<Pick<Plan, 'invisible' | 'conditions'>>;

/** The cycles a plan sells: a plan that does not renew sells once (-1). */
export const sellableCycles = (plan: Pick<Plan, 'renewable' | 'billingCycles'>): number[] => (plan.renewable ? [...plan.billingCycles] : [-1]);

/** The referrals a plan asks for when its condition applies, else null. */
export const referralsNeeded = (plan: Pick<OrderablePlan, 'conditions'>, conditionsApply: boolean): number | null =>
  conditionsApply && plan.conditions ? plan.conditions.minimumReferrals : null;

/** Whether the plan's sale window has not opened, has closed, or is open at `now` (0 bounds nothing). */
export function saleWindow(plan: Pick<Plan, 'availableIn' | 'availableUntil'>, now: number): 'notYet' | 'ended' | 'open' {
  if (plan.availableIn !== 0 && now < plan.availableIn) return 'notYet';
  if (plan.availableUntil !== 0 && now > plan.availableUntil) return 'ended';
  return 'open';
}

/**
 * Everything that stops this customer ordering the plan on `cycle` now (empty: they may). A
 * hidden (invisible) plan is not on sale at all, even to someone who knows its address.
 */
export function planRefusals(plan: OrderablePlan, cycle: number | null, context: PlanOrderContext): PlanRefusal[] {
  const refusals: PlanRefusal[] = [];
  if (plan.invisible) refusals.push('invisible');
  if (cycle !== null && !sellableCycles(plan).includes(cycle)) refusals.push('cycle');
  const needed = referralsNeeded(plan, context.conditionsApply);
  if (needed !== null && context.referrals !== null && context.referrals < needed) refusals.push('referrals');
  const window = saleWindow(plan, context.now);
  if (window !== 'open') refusals.push(window);
  if (plan.stock !== null && plan.stock <= 0) refusals.push('soldOut');
  if (plan.amountAllowedPerCustomer !== null && context.held >= plan.amountAllowedPerCustomer) refusals.push('limit');
  if (context.alreadyHeld) refusals.push('held');
  return refusals;
}

/** Why a discount code does not apply to the plan now, or null when it does. */
export type DiscountProblem = 'expired' | 'usedUp' | 'notForPlan';

export function discountProblem(discount: Pick<DiscountCode, 'expires' | 'redeemed' | 'maxClaims' | 'allowedPlans'>, planId: string, now: number): DiscountProblem | null {
  if (discount.expires !== null && discount.expires < now) return 'expired';
  if (discount.redeemed.length >= discount.maxClaims) return 'usedUp';
  if (discount.allowedPlans.length > 0 && !discount.allowedPlans.includes(planId)) return 'notForPlan';
  return null;
}
