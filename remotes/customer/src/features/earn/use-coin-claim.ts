import { apiErrorMessage, toast, useSingleFlight } from '@panel/ui';
import { earnMessage } from '../../messages/earn';

/** A claim's action: one call however fast the clicks, then the coins earned, or why not, in a toast. */
export function useCoinClaim<Args extends unknown[]>(claim: (...args: Args) => Promise<{ reward: number }>) {
  return useSingleFlight(async (...args: Args) => {
    try {
      const { reward } = await claim(...args);
      toast.success(earnMessage('earnClaimed', { count: reward }));
    } catch (error) {
      toast.error(apiErrorMessage(error));
    }
  });
}
