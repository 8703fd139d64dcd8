import { apiErrorMessage, toast, useSingleFlight } from '@panel/ui';
import { earnMessage } from '../../messages/earn';

/** A claim button's action: one call however fast the clicks, then the coins earned, or why not, in a toast. */
export function useCoinClaim(claim: () => Promise<{ reward: number }>) {
  return useSingleFlight(async () => {
    try {
      const { reward } = await claim();
      toast.success(earnMessage('earnClaimed', { count: reward }));
    } catch (error) {
      toast.error(apiErrorMessage(error));
    }
  });
}
