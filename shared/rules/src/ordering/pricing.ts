import type { BillingCycle, Discount } from '@panel/api/contract';

const HOUR_MS = 3_600_000;
/** A plan's `price` is for this many hours; a cycle costs its share of it. */
export const PRICE_HOURS = 720;

/** Rounded to the cent, as every amount the API stores. */
export const cents = (amount: number): number => Math.round(amount * 100) / 100;

/** The price of one `cycle` of a plan priced `price` per 720 h; a one-time (-1) cycle costs `price`. */
export const cyclePrice = (price: number, cycle: BillingCycle | number): number => cents(cycle === -1 ? price : (price * cycle) / PRICE_HOURS);

/** `price` less `reduction` percent. */
export const discounted = (price: number, reduction: number): number => cents(price * (1 - reduction / 100));

export interface PriceBreakdown {
  /** One cycle at the plan's price. */
  cyclePrice: number;
  /** Taken off now by the discount (0 without one). */
  discountAmount: number;
  /** What the first invoice asks for. */
  dueNow: number;
  /**
   * The next invoice, or null when the cycle is one-time; `at` is null while billing has not
   * started (a queued order: it renews a cycle after its server is created, a date nobody knows yet).
   */
  renewal: { at: number | null; amount: number } | null;
}

/**
 * What ordering `price` per 720 h on `cycle` costs, with a discount: the first invoice, and the
 * renewal one cycle after `startsAt` (a recurrent discount also lowers renewals; a one-time one
 * does not). `startsAt` null: billing starts when a queued order's server is created.
 */
export function priceBreakdown({
  price,
  cycle,
  discount,
  startsAt,
}: {
  price: number;
  cycle: BillingCycle | number;
  discount: Pick<Discount, 'reduction' | 'recurrent'> | null;
  startsAt: number | null;
}): PriceBreakdown {
  const full = cyclePrice(price, cycle);
  const dueNow = discount ? discounted(full, discount.reduction) : full;
  const renewal = cycle === -1 ? null : { at: startsAt === null ? null : startsAt + cycle * HOUR_MS, amount: discount?.recurrent ? dueNow : full };
  return { cyclePrice: full, discountAmount: cents(full - dueNow), dueNow, renewal };
}
