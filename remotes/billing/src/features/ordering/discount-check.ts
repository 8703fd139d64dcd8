import { ApiError } from '@panel/api';
import type { Discount } from '@panel/api/contract';
import { discountProblem } from '@panel/rules';
import { apiErrorMessage } from '@panel/ui';
import { fetchDiscountCode } from '../../api/discount-code';
import { orderingMessage } from '../../messages/ordering';

export type DiscountCheck = { ok: true; discount: Discount } | { ok: false; message: string };

/** Whether `code` takes something off `plan` now, checked with the API's discount and the panel's rule; the server checks again when ordering. */
export async function checkDiscountCode(code: string, plan: { _id: string; name: string }, now: number): Promise<DiscountCheck> {
  const trimmed = code.trim();
  if (!trimmed) return { ok: false, message: orderingMessage('orderingDiscountEmpty') };
  try {
    const found = await fetchDiscountCode(trimmed);
    const problem = discountProblem(found, plan._id, now);
    if (problem === 'expired') return { ok: false, message: orderingMessage('orderingDiscountExpired') };
    if (problem === 'usedUp') return { ok: false, message: orderingMessage('orderingDiscountUsedUp') };
    if (problem === 'notForPlan') return { ok: false, message: orderingMessage('orderingDiscountNotForPlan', { plan: plan.name }) };
    return { ok: true, discount: { code: found.code, reduction: found.reduction, recurrent: found.recurrent } };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { ok: false, message: orderingMessage('orderingDiscountUnknown') };
    return { ok: false, message: apiErrorMessage(error) };
  }
}
