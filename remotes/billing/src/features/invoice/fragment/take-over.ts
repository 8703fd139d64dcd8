// What a person did in the invoice's server-included fragment (fill-invoice-fragment.ts) before
// the app arrived: read by the app's invoice screen in its first commit, before the shell removes
// the fragment, and done again on the screen's own elements.
import type { PaymentMethodId } from '@panel/rules';

export interface InvoiceFragmentState {
  /** A payment method chosen (its page is where the person was going). */
  method: PaymentMethodId | null;
  /** PayPal's card opened in place. */
  paypalOpen: boolean;
  /** The pdf link clicked. */
  pdf: boolean;
  /** Which of them has the keyboard focus: a method, 'pdf', or null. */
  focused: PaymentMethodId | 'pdf' | null;
}

/** Marks a fragment button whose Space key is down: the press completes on key up. */
export const SPACE_DOWN = 'data-space-down';

const invoicePage = (holder: string) => document.querySelector<HTMLElement>(`${holder} [data-boundary="billing"] .invoice-page`);

const methodOf = (element: Element | null | undefined) => (element?.getAttribute('data-value') ?? null) as PaymentMethodId | null;

/** The fragment's state, or null when there is no invoice fragment in the page. */
export function readInvoiceFragment(): InvoiceFragmentState | null {
  const page = invoicePage('[data-boot-fragment]');
  if (!page) return null;
  const chosen = page.querySelector('[data-chosen]');
  const active = document.activeElement && page.contains(document.activeElement) ? document.activeElement : null;
  const isPdf = (element: Element | null | undefined) => element?.classList.contains('invoice-pdf-link') ?? false;
  return {
    method: isPdf(chosen) ? null : methodOf(chosen),
    paypalOpen: page.querySelector('[data-value="paypal"]')?.getAttribute('aria-expanded') === 'true',
    pdf: isPdf(chosen),
    focused: isPdf(active) ? 'pdf' : methodOf(active),
  };
}

/**
 * Does on the app's screen what the person did in the fragment, by the same clicks on the app's
 * own elements (PayPal opened, a method chosen, the pdf link), and puts the focus where it was.
 * Run once the screen shows the invoice, in that commit: the page hides the app's root while
 * the fragment is there, so the fragment goes first, as the shell would remove it then anyway.
 * The fragment, while it is still there, says what was done up to now (a key pressed after the
 * app's first commit, PayPal closed again, counts); `earlier` is what it said at that commit.
 */
export function doAsInFragment(earlier: InvoiceFragmentState): void {
  // A Space pressed on a fragment button whose key up will meet the app's button instead (no
  // press there: it saw no key down) counts as pressed, as it would have without the take-over.
  const pressed = invoicePage('[data-boot-fragment]')?.querySelector<HTMLElement>(`[${SPACE_DOWN}]`);
  pressed?.removeAttribute(SPACE_DOWN);
  pressed?.click();
  const state = readInvoiceFragment() ?? earlier;
  invoicePage('[data-boot-fragment]')?.closest('[data-boot-fragment]')?.remove();
  const page = invoicePage('#root');
  if (!page) return;
  const method = (value: string) => page.querySelector<HTMLElement>(`.ui-action-card[data-value="${value}"]`);
  const pdf = page.querySelector<HTMLElement>('.invoice-pdf-link');
  if (state.paypalOpen) method('paypal')?.click();
  if (state.method) method(state.method)?.click();
  if (state.pdf) pdf?.click();
  const focused = state.focused === 'pdf' ? pdf : state.focused ? method(state.focused) : null;
  focused?.focus();
}
