import type { ListingItem } from '@panel/api/contract';
import { planRefusals, type PlanRefusal } from '@panel/rules';

/** A listing item that is a server plan: it has a category and the resources a server gets. */
export type ListedPlan = ListingItem & Required<Pick<ListingItem, 'category' | 'productContent'>>;

/** The plans of the listing: the other shop items (coin packs, subscriptions) carry no category. */
export const plansOf = (listing: readonly ListingItem[]): ListedPlan[] =>
  listing.filter((item): item is ListedPlan => typeof item.category === 'string' && item.category !== '' && item.productContent !== undefined);

/** The categories in the order their first plan is listed. */
export const categoriesOf = (plans: readonly ListedPlan[]): string[] => [...new Set(plans.map((plan) => plan.category))];

/**
 * Why nobody can order the plan now, from what the listing shows (stock and sale window); the
 * customer's own limits and conditions are the configure page's and the API's to judge.
 */
export function listingRefusal(plan: ListedPlan, now: number): PlanRefusal | null {
  const [refusal] = planRefusals(
    {
      renewable: plan.renewable,
      billingCycles: plan.billingCycles,
      availableIn: plan.availableIn ?? 0,
      availableUntil: plan.availableUntil ?? 0,
      stock: plan.stock ?? null,
      amountAllowedPerCustomer: null,
    },
    null,
    { now, held: 0, referrals: null, conditionsApply: false },
  );
  return refusal ?? null;
}
