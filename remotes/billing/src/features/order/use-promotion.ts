import useSWR from 'swr';
import type { Discount } from '@panel/api/contract';
import { discountProblem } from '@panel/rules';
import { fetchDiscountCode } from '../../api/discount-code';

export const promotionKey = (code: string) => ['billing', 'discount', code] as const;

/**
 * The discount of a promotion link (`?discount=CODE`), for the plans it applies to now; an
 * unknown or unusable code shows no discount (the configure page says why when it is applied).
 */
export function usePromotion(code: string | null) {
  const found = useSWR(code ? promotionKey(code) : null, ([, , wanted]: readonly [string, string, string]) => fetchDiscountCode(wanted), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return (planId: string, now: number): Discount | null => {
    if (!found.data || discountProblem(found.data, planId, now) !== null) return null;
    return { code: found.data.code, reduction: found.data.reduction, recurrent: found.data.recurrent };
  };
}
