import type { ListingItem, ListingResponse, Plan } from '@panel/api/contract';
import { db } from '../db';
import { defineHandler } from '../http/define-handler';

/** A plan as the listing shows it: what ordering or switching to it needs to know. */
const planItem = (plan: Plan): ListingItem => ({
  _id: plan._id,
  name: plan.name,
  price: plan.price,
  billingCycles: plan.billingCycles,
  renewable: plan.renewable,
  category: plan.category,
  productContent: plan.productContent,
  description: plan.description,
  stock: plan.stock,
  amountAllowedPerCustomer: plan.amountAllowedPerCustomer,
  availableIn: plan.availableIn,
  availableUntil: plan.availableUntil,
  conditions: plan.conditions ?? null,
});

export const shopHandlers = [
  defineHandler({
    operation: 'getShopListing',
    auth: 'user',
    handle: (): ListingResponse => ({ listing: [...db.listing, ...db.domain.plans.filter((plan) => !plan.invisible).map(planItem)] }),
  }),
];
