import fs from 'node:fs';
import path from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Config, Invoice, User } from '@panel/api/contract';
import { MemoryRouter } from '@panel/router';
import { effectiveBillingCycle, invoiceNotices, canChoosePaymentMethod, renews } from '@panel/rules';
import { sessionStore } from '@panel/session';
import { loadLanguage } from '@panel/ui';
import { earlyAnswer, earlyCall, includeServerFragment, recordAppStart, type AppStartRecord } from '@panel/ui/testing';
import { db, publicUser } from '../../../../../../mocks/src/db';
import { DEMO_USERS, SEED_INVOICES } from '../../../../../../mocks/src/seed';
import { PaymentMethodChooser } from '../../payment-methods/PaymentMethodChooser';
import { DownloadPdfLink } from '../DownloadPdfLink';
import { InvoiceNotices } from '../InvoiceNotices';
import { InvoiceSummary } from '../InvoiceSummary';
import { fragmentTools } from '@panel/ui/fragment-tools';
import { ANSWERS_DEADLINE_MS, fillInvoiceFragment } from './fill-invoice-fragment';
import { doAsInFragment, readInvoiceFragment } from './take-over';

/** The billing remote's fragment of `/invoice/{id}` as the shell's server includes it, `{{segment}}` filled. */
const includedFragment = (id: string) =>
  fs.readFileSync(path.join(import.meta.dirname, '../../../../public/fragments/invoice/_.html'), 'utf8').replaceAll('{{segment}}', id);

/** The shell's tools for fragments (its index.html inlines them before any fragment). */
const FRAGMENT_TOOLS = fs.readFileSync(path.join(import.meta.dirname, '../../../../../../shell/boot/fragment-tools.js'), 'utf8');

type EarlyCalls = NonNullable<Window['__PANEL_EARLY_API__']>;
type Language = 'en' | 'fr';

const customer = () => publicUser(db.users.get(DEMO_USERS.customer.id)!);
const invoiceNamed = (id: string) => structuredClone(db.invoices.get(id)) as Invoice;

/** The four early answers the fragment reads, as the shell's boot/early-api-calls.js makes them. */
function earlyCalls({ invoice, config = structuredClone(db.config), user = customer() }: { invoice: Invoice; config?: Config; user?: User }): EarlyCalls {
  return {
    [`/api/invoices/${encodeURIComponent(invoice._id)}`]: earlyAnswer({ invoice }),
    '/api/': earlyAnswer(config),
    '/api/shop/listing': earlyAnswer({ listing: db.listing }),
    [`/api/user/${encodeURIComponent(user._id)}/info`]: earlyAnswer(user),
  };
}

function signedIn(language: Language, calls: EarlyCalls, user = customer()) {
  localStorage.setItem('token', 'tok-1');
  localStorage.setItem('userId', user._id);
  localStorage.setItem('language', language);
  document.documentElement.lang = language;
  window.__PANEL_EARLY_API__ = calls;
}

/** The fragment in the page (its compiled script stands in the build; here the module itself runs). */
async function showFragment(id: string): Promise<{ holder: HTMLElement; boot: AppStartRecord }> {
  const boot = recordAppStart();
  const holder = includeServerFragment(includedFragment(id), FRAGMENT_TOOLS);
  await fillInvoiceFragment(holder, fragmentTools());
  return { holder, boot };
}

/** What follows the page's header: the screen as a person sees it, the markup the app would write. */
const screenMarkup = (page: Element) => [...page.children].filter((child) => child.tagName !== 'HEADER').map((child) => child.outerHTML).join('');

/** The app's invoice screen below its header, from the same answers: the components InvoiceScreen renders, in its order. */
function appMarkup(invoice: Invoice, config: Config, user: User): string {
  sessionStore.setState({ config, user });
  const cycle = effectiveBillingCycle(invoice, db.listing);
  const { container } = render(
    <MemoryRouter>
      <InvoiceSummary invoice={invoice} cycle={cycle} />
      <InvoiceNotices notices={invoiceNotices(invoice, cycle)} />
      {canChoosePaymentMethod(invoice) && <PaymentMethodChooser invoice={invoice} renews={renews(cycle)} />}
      <p className="invoice-pdf">
        <DownloadPdfLink invoiceId={invoice._id} />
      </p>
    </MemoryRouter>,
  );
  return container.innerHTML;
}

beforeEach(() => {
  delete window.__PANEL_EARLY_API__;
  document.body.replaceChildren();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  document.body.replaceChildren(); // a fragment left behind would be in the next file's page
  sessionStore.setState({ config: null, user: null });
});

describe("the invoice's fragment draws the invoice screen as the app does, before the app", () => {
  it.each<[string, string, Language, { balance?: number; disable?: string[] }?]>([
    ['unpaid, every method', SEED_INVOICES.unpaid, 'en'],
    ['unpaid, in French', SEED_INVOICES.unpaid, 'fr'],
    ['unpaid, no balance and no provider but LitePay', SEED_INVOICES.unpaid, 'en', { balance: 0, disable: ['paypal', 'stripe', 'coingate', 'cashfree'] }],
    ['paid with Stripe', SEED_INVOICES.paidStripe, 'en'],
    ['completed by staff, in French', SEED_INVOICES.paidStaffForce, 'fr'],
    ['partly paid', SEED_INVOICES.partlyPaid, 'en'],
    ['discounted', SEED_INVOICES.discounted, 'fr'],
    ['left to a PayPal subscription', SEED_INVOICES.paypalSubscription, 'en'],
    ['a top-up', SEED_INVOICES.topup, 'en'],
    ['a one-time item', SEED_INVOICES.nonRenewable, 'fr'],
  ])('%s', async (_, id, language, { balance, disable = [] } = {}) => {
    const invoice = invoiceNamed(id);
    const config = structuredClone(db.config);
    for (const provider of disable) config.settings.payments[provider as 'paypal'].enabled = false;
    const user = { ...customer(), balance: balance ?? customer().balance };
    signedIn(language, earlyCalls({ invoice, config, user }), user);
    await loadLanguage(language);
    const { holder, boot } = await showFragment(id);

    const page = holder.querySelector('.invoice-page')!;
    expect(screenMarkup(page)).toBe(appMarkup(invoice, config, user));
    expect(holder.querySelector('h1')?.textContent).toBe(language === 'fr' ? `Facture ${id}` : `Invoice ${id}`);
    expect(document.title).toBe(`${language === 'fr' ? 'Facture' : 'Invoice'} ${id} · ${config.info.name}`);
    // Everything the person came for is there: the app may wait for them.
    expect(boot.waitsForInteraction).toBe(true);
    expect(boot.appStarted).toBe(false);
  });
});

describe('the order the fragment draws in', () => {
  it('the amount first, with the loading notice gone; the notices, methods and pdf link in the next task, below it', async () => {
    const invoice = invoiceNamed(SEED_INVOICES.unpaid);
    signedIn('en', earlyCalls({ invoice }));
    recordAppStart();
    const holder = includeServerFragment(includedFragment(invoice._id), FRAGMENT_TOOLS);
    // What the page held each time it changed: the first state with the amount has nothing else.
    const states: { amount: boolean; loading: boolean; rest: boolean }[] = [];
    new MutationObserver(() =>
      states.push({
        amount: holder.querySelector('.invoice-summary .ui-money') !== null,
        loading: holder.querySelector('[data-invoice-loading]') !== null,
        rest: holder.querySelector('.payment-methods, .invoice-notices, .invoice-pdf') !== null,
      }),
    ).observe(holder, { childList: true, subtree: true });
    await fillInvoiceFragment(holder, fragmentTools());

    expect(states.find((state) => state.amount)).toEqual({ amount: true, loading: false, rest: false });
    expect(states.at(-1)).toEqual({ amount: true, loading: false, rest: true });
    const order = [...holder.querySelector('.invoice-page')!.children].map((child) => child.className);
    expect(order).toEqual(['ui-page-header', 'invoice-summary', 'invoice-notices', 'ui-card payment-methods', 'invoice-pdf']);
  });
});

describe('what the fragment leaves to the app, which then starts at once', () => {
  const invoice = () => invoiceNamed(SEED_INVOICES.unpaid);
  it.each<[string, () => EarlyCalls]>([
    ['no early calls', () => ({})],
    ['the invoice refused', () => ({ ...earlyCalls({ invoice: invoice() }), '/api/invoices/inv-unpaid': earlyAnswer({ error: 'Not found' }, 404) })],
    ['the configuration failed', () => ({ ...earlyCalls({ invoice: invoice() }), '/api/': earlyAnswer({}, 500) })],
    ['the listing failed', () => ({ ...earlyCalls({ invoice: invoice() }), '/api/shop/listing': earlyAnswer({}, 503) })],
    ['an invoice without an amount', () => earlyCalls({ invoice: { ...invoice(), amount: 'x' as unknown as number } })],
    ['a configuration without a currency', () => earlyCalls({ invoice: invoice(), config: { ...structuredClone(db.config), currency: null as unknown as Config['currency'] } })],
    ['a staff member (the staff actions are the app’s)', () => earlyCalls({ invoice: invoice(), user: { ...customer(), rank: 'STAFF' } })],
    [
      'a seasonal look',
      () => {
        const config = structuredClone(db.config);
        config.settings.theme.halloween = true;
        return earlyCalls({ invoice: invoice(), config });
      },
    ],
  ])('%s', async (_, calls) => {
    signedIn('en', calls());
    const { holder, boot } = await showFragment(SEED_INVOICES.unpaid);
    expect(boot.appStarted).toBe(true);
    expect(holder.querySelector('[role=status]')?.textContent).toBe('Loading the invoice…');
    expect(holder.querySelector('.invoice-summary')).toBeNull();
  });

  it('answers that do not come in time (the app has the time limit and Retry)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const invoice = invoiceNamed(SEED_INVOICES.unpaid);
      signedIn('en', { ...earlyCalls({ invoice }), [`/api/invoices/${invoice._id}`]: earlyCall(new Promise<Response>(() => {})) });
      const boot = recordAppStart();
      void fillInvoiceFragment(includeServerFragment(includedFragment(invoice._id), FRAGMENT_TOOLS), fragmentTools());
      vi.advanceTimersByTime(ANSWERS_DEADLINE_MS - 1);
      expect(boot.appStarted).toBe(false);
      vi.advanceTimersByTime(1);
      expect(boot.appStarted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the thank-you overlay after a payment (?success)', async () => {
    window.history.replaceState(null, '', '/invoice/inv-unpaid?success=1');
    signedIn('en', earlyCalls({ invoice: invoice() }));
    const { boot } = await showFragment(SEED_INVOICES.unpaid);
    expect(boot.appStarted).toBe(true);
    window.history.replaceState(null, '', '/');
  });

  it('a signed-out visitor never sees it', async () => {
    const { holder } = await showFragment(SEED_INVOICES.unpaid);
    expect(holder.isConnected).toBe(false);
  });
});

describe('what a person does in the fragment, the app does when it takes over', () => {
  async function shown() {
    signedIn('en', earlyCalls({ invoice: invoiceNamed(SEED_INVOICES.unpaid) }));
    const { holder } = await showFragment(SEED_INVOICES.unpaid);
    const method = (value: string) => holder.querySelector<HTMLButtonElement>(`.ui-action-card[data-value="${value}"]`)!;
    return { holder, method, pdf: holder.querySelector<HTMLAnchorElement>('.invoice-pdf-link')! };
  }

  /** The app's screen, rendered where the shell renders it (hidden while the fragment is there), and the methods clicked on it. */
  function appScreenLike(holder: HTMLElement) {
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = `<div data-boundary="billing"><div class="billing-page invoice-page">${holder.querySelector('.invoice-page')!.innerHTML}</div></div>`;
    document.body.append(root);
    const clicked: string[] = [];
    root.addEventListener('click', (event) => clicked.push((event.target as HTMLElement).getAttribute('data-value') ?? ''));
    return { root, clicked };
  }

  it('nothing done: nothing to do', async () => {
    await shown();
    expect(readInvoiceFragment()).toEqual({ method: null, paypalOpen: false, pdf: false, focused: null });
  });

  it('a method chosen (the last one counts), the focus on it', async () => {
    const { method } = await shown();
    method('stripe').click();
    method('coingate').focus();
    method('coingate').click();
    expect(method('coingate').getAttribute('aria-busy')).toBe('true');
    expect(readInvoiceFragment()).toEqual({ method: 'coingate', paypalOpen: false, pdf: false, focused: 'coingate' });
  });

  it('PayPal opens in place and closes again', async () => {
    const { method } = await shown();
    method('paypal').click();
    expect(method('paypal').getAttribute('aria-expanded')).toBe('true');
    expect(readInvoiceFragment()).toMatchObject({ method: null, paypalOpen: true });
    method('paypal').click();
    expect(readInvoiceFragment()).toMatchObject({ paypalOpen: false });
  });

  it('the app does the same on its own elements, the focus moves there, and the fragment goes', async () => {
    const { holder, method } = await shown();
    method('paypal').click();
    method('coingate').click();
    method('litepay').focus();
    const state = readInvoiceFragment()!;
    const { root, clicked } = appScreenLike(holder);

    doAsInFragment(state);
    expect(holder.isConnected).toBe(false);
    expect(clicked).toEqual(['paypal', 'coingate']);
    expect(document.activeElement).toBe(root.querySelector('.ui-action-card[data-value="litepay"]'));
  });

  it('what is done in the fragment after the app first read it counts: PayPal closed again stays closed', async () => {
    const { holder, method } = await shown();
    method('paypal').click();
    const firstRead = readInvoiceFragment()!;
    expect(firstRead.paypalOpen).toBe(true);
    method('paypal').click();
    const { clicked } = appScreenLike(holder);

    doAsInFragment(firstRead);
    expect(holder.isConnected).toBe(false);
    expect(clicked).toEqual([]);
  });

  it('a Space pressed on PayPal whose key up comes after the take-over still closes it', async () => {
    const { holder, method } = await shown();
    method('paypal').click();
    const firstRead = readInvoiceFragment()!;
    method('paypal').focus();
    method('paypal').dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    const { root, clicked } = appScreenLike(holder);

    doAsInFragment(firstRead);
    expect(clicked).toEqual([]);
    expect(document.activeElement).toBe(root.querySelector('.ui-action-card[data-value="paypal"]'));
  });

  it('a Space whose key up the fragment saw is an ordinary press, not done twice', async () => {
    const { holder, method } = await shown();
    method('paypal').focus();
    method('paypal').dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    method('paypal').dispatchEvent(new KeyboardEvent('keyup', { key: ' ', bubbles: true }));
    method('paypal').click(); // the browser's press on key up
    const { clicked } = appScreenLike(holder);

    doAsInFragment(readInvoiceFragment()!);
    expect(clicked).toEqual(['paypal']);
  });

  it('the pdf link waits for the app (it needs the session’s header), the page stays', async () => {
    const { pdf } = await shown();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    pdf.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(readInvoiceFragment()).toMatchObject({ method: null, pdf: true });
  });
});

it('no fragment in the page: nothing to take over', () => {
  expect(readInvoiceFragment()).toBeNull();
});
