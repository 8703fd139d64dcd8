import { api, call } from '@panel/api';
import { useApiWrite } from '@panel/ui';
import { refreshSessionUser } from '@panel/session';

const redeemCoupon = async (code: string) => {
  const result = await call(api.POST('/api/coupon/{code}/claim', { params: { path: { code } } }));
  // The sidebar's coin count follows.
  await refreshSessionUser().catch(() => undefined);
  return result;
};

/** Redeems a coins code: the coins it added and the user's coins after. */
export const useRedeemCoupon = () => useApiWrite(redeemCoupon);
