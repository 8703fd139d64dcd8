// @cashfreepayments/cashfree-js ships no types; this is the part of Cashfree.js v3 the CashFree page uses.
declare module '@cashfreepayments/cashfree-js' {
  export interface CashfreeCheckoutOptions {
    paymentSessionId: string;
    redirectTarget?: '_self' | '_blank' | '_top' | '_modal';
  }
  export interface Cashfree {
    checkout(options: CashfreeCheckoutOptions): Promise<{ error?: { message: string } } | undefined>;
  }
  export function load(options: { mode: 'sandbox' | 'production' }): Promise<Cashfree | null>;
}
