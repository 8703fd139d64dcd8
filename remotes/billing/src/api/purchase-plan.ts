import { api, call } from '@panel/api';
import type { BillingCycle } from '@panel/api/contract';
import { useRevalidatingWrite } from '@panel/ui';
import { listingKey } from './listing';
import { shopItemKey } from './shop-item';

interface PlanPurchase {
  plan: string;
  billingCycle: BillingCycle;
  discount?: string;
}

/** Buys a premium plan: the invoice to pay (a repeat answers the same unpaid invoice). */
export const purchasePlan = ({ plan, billingCycle, discount }: PlanPurchase) =>
  call(api.POST('/api/shop/plans/{id}/purchase', { params: { path: { id: plan } }, body: discount ? { billingCycle, discount } : { billingCycle } }));

/** The plan's stock changes with the order. */
export const usePurchasePlan = () => useRevalidatingWrite(purchasePlan, ({ plan }) => [shopItemKey(plan), listingKey]);
