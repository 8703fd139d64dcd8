import type { Settings } from '@panel/api/contract';

/** Cashfree's test app ids carry TEST; anything else is a live account. */
export const cashfreeMode = (cashfree: Settings['payments']['cashfree']): 'sandbox' | 'production' =>
  cashfree.appid && !/test/i.test(cashfree.appid) ? 'production' : 'sandbox';

/**
 * Opens the payment session with Cashfree's official SDK, which takes the buyer to
 * Cashfree's checkout. The SDK module starts loading Cashfree.js as soon as it is imported,
 * so it is imported here, on the buyer's click, and nowhere else.
 */
export async function openCashfreeCheckout(paymentSessionId: string, mode: 'sandbox' | 'production'): Promise<void> {
  const { load } = await import('@cashfreepayments/cashfree-js');
  const cashfree = await load({ mode });
  if (!cashfree) throw new Error('Cashfree.js is not available in this browser.');
  const result = await cashfree.checkout({ paymentSessionId, redirectTarget: '_self' });
  if (result?.error) throw new Error(result.error.message);
}
