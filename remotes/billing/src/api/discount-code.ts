import { api, call } from '@panel/api';
import type { DiscountCode } from '@panel/api/contract';

/** A discount code as the API knows it (404 when there is none), to check it before ordering. */
export const fetchDiscountCode = async (code: string): Promise<DiscountCode> =>
  (await call(api.GET('/api/discount/{code}', { params: { path: { code } } }))).discount;
