// The invoice screen of the billing remote's server-included fragment
// (public/fragments/invoice/_.html), drawn from the page's early answers before the app runs:
// the summary, the notices, the payment methods and the pdf link, as InvoiceSummary,
// InvoiceNotices, PaymentMethodChooser and DownloadPdfLink draw them (a sync test compares the
// markup), from the same rules and catalogue. The build compiles this module into the
// fragment's inline script (rsbuild.config.ts, pluginFragmentScripts): no React, no kit.
//
// The page then waits for the person: the app starts on their first interaction (a pointer, a
// key, a touch, a scroll, focus), and a payment method or the pdf link chosen before it has
// arrived is done by the app when it takes over (take-over.ts). Whatever the fragment cannot
// show as the app would (a refused or malformed answer, staff, a seasonal look, the thank-you
// overlay) starts the app at once instead.
import type { BillingCycle, Config, Invoice, ListingItem, User } from '@panel/api/contract';
import {
  availablePaymentMethods,
  canChoosePaymentMethod,
  effectiveBillingCycle,
  invoiceNotices,
  isStaffRank,
  noProviderEnabled,
  PAYMENT_METHODS,
  suffixCycle,
  transactionMethodLabel,
  type InvoiceNotice,
} from '@panel/rules';
import { ALERT_ICONS, svgIcon } from '@panel/ui/alert-icons-dom';
import { formatDate, formatMoney } from '@panel/ui/format';
import { catalogueText, h } from '@panel/ui/fragment-dom';
import { isObject, type FragmentTools } from '@panel/ui/fragment-tools';
import { invoiceViewEnglish, type InvoiceViewMessage } from '../../../messages/invoice-view.en';
import { invoiceViewFrench } from '../../../messages/invoice-view.fr';
import { METHOD_DETAIL } from '../../payment-methods/method-details';
import { NOTICE_TONE, noticeText } from '../notice-text';
import { seasonalLook } from '../seasonal';
import { SPACE_DOWN } from './take-over';

type Message = InvoiceViewMessage;

/** How long the fragment waits for the early answers before the app takes the page over. */
export const ANSWERS_DEADLINE_MS = 3000;
type Language = 'en' | 'fr';

/** The answers the fragment draws from, read from the page's early calls. */
interface Answers {
  invoice: Invoice;
  config: Config;
  listing: ListingItem[];
  user: User;
}

/** The screen's texts in the page's language, with `{{name}}` values as the catalogue writes them. */
function messages(language: Language) {
  const catalogue: Record<Message, string> = language === 'fr' ? invoiceViewFrench : invoiceViewEnglish;
  return catalogueText(catalogue, language);
}

type T = ReturnType<typeof messages>;

interface Formats {
  t: T;
  money(amount: number): string;
  /** Invoice dates are epoch milliseconds; 0 means "not set". */
  date(epochMs: number): string;
  language: Language;
}

const moneyElement = (format: Formats, amount: number) => h('span', { class: 'ui-money' }, format.money(amount));

const dateElement = (format: Formats, epochMs: number) =>
  epochMs > 0 ? h('time', { datetime: new Date(epochMs).toISOString() }, format.date(epochMs)) : '—';

/** InvoiceSummary: name, amount with its cycle suffix, date with the Paid/Unpaid badge, method and discount. */
export function invoiceSummary(invoice: Invoice, cycle: BillingCycle, format: Formats): HTMLElement {
  const { t } = format;
  const shownCycle = suffixCycle(invoice, cycle);
  const suffix = shownCycle === null || shownCycle === -1 ? t('suffixToday') : t(`suffix${shownCycle}` as Message);
  const rows: [string, (Node | string | null)[]][] = [
    [t('item'), [invoice.name]],
    [
      t('amount'),
      [
        h(
          'span',
          { class: 'invoice-amount' },
          moneyElement(format, invoice.amount),
          ' ',
          h('span', { class: 'invoice-suffix' }, suffix),
          invoice.originalAmount != null ? h('span', { class: 'invoice-original' }, t('originally', { amount: format.money(invoice.originalAmount) })) : null,
        ),
      ],
    ],
    invoice.paid
      ? [t('paidOn'), [h('span', { class: 'invoice-date' }, dateElement(format, invoice.paiddate), ' ', h('span', { class: 'ui-badge ui-badge-success' }, t('paid')))]]
      : [t('dueDate'), [h('span', { class: 'invoice-date' }, dateElement(format, invoice.duedate), ' ', h('span', { class: 'ui-badge ui-badge-warning' }, t('unpaid')))]],
  ];
  if (invoice.transaction) {
    const { method } = invoice.transaction;
    rows.push([t('paidWith'), [method === 'staff-force-pay' ? t('completedByStaff') : transactionMethodLabel(method)]]);
  }
  if (invoice.discount) {
    const { code, reduction, recurrent } = invoice.discount;
    rows.push([t('discount'), [h('code', {}, code), t('discountOff', { reduction }), t(recurrent ? 'discountRecurrent' : 'discountOnce')]]);
  }
  return h(
    'div',
    { class: 'invoice-summary' },
    h('dl', { class: 'ui-description-list' }, ...rows.map(([label, value]) => h('div', { class: 'ui-description-item' }, h('dt', {}, label), h('dd', {}, ...value)))),
  );
}

/** The kit's Alert: role status for info and success, alert for warning. */
const alert = (tone: 'info' | 'success' | 'warning', text: string) =>
  h(
    'div',
    { class: `ui-alert ui-alert-${tone}`, role: tone === 'warning' ? 'alert' : 'status' },
    svgIcon(ALERT_ICONS[tone]),
    h('div', { class: 'ui-alert-body' }, h('p', {}, text)),
  );

/** InvoiceNotices: the status messages of spec sections 4, 5 and 8. */
export const invoiceNoticeList = (notices: InvoiceNotice[], format: Formats): HTMLElement =>
  h(
    'div',
    { class: 'invoice-notices' },
    ...notices.map((notice) => h('div', { 'data-notice': notice.kind }, alert(NOTICE_TONE[notice.kind], noticeText(notice, format.t, format)))),
  );

/** PaymentMethodChooser, closed: a card per way to pay, each a button the app takes over. */
export function paymentMethodCards(invoice: Invoice, user: User, config: Config, t: T): HTMLElement {
  const methods = availablePaymentMethods(invoice, user, config.settings.payments);
  const title = t('chooseMethod');
  return h(
    'section',
    { class: 'ui-card payment-methods', 'aria-label': title },
    h('header', { class: 'ui-card-header' }, h('h2', { class: 'ui-card-title' }, title)),
    noProviderEnabled(config.settings.payments) ? alert('warning', t('noMethods')) : null,
    h(
      'ul',
      { class: 'ui-action-cards', 'aria-label': title },
      ...methods.map((method) =>
        h(
          'li',
          {},
          h(
            'button',
            { type: 'button', class: 'ui-action-card', 'data-value': method, 'aria-expanded': method === 'paypal' ? 'false' : null },
            h('span', { class: 'ui-action-card-label' }, method === 'balance' ? t('methodBalance') : PAYMENT_METHODS[method].name),
            h('span', { class: 'ui-action-card-description' }, t(METHOD_DETAIL[method])),
          ),
        ),
      ),
    ),
  );
}

/** DownloadPdfLink: the app fetches it with the session's header, so a click waits for the app. */
export const pdfLink = (invoiceId: string, t: T): HTMLElement =>
  h(
    'p',
    { class: 'invoice-pdf' },
    h(
      'a',
      // data-discover: react-router's mark on the app's Link, written the same so nothing differs.
      { class: 'ui-link invoice-pdf-link', 'aria-busy': 'false', href: `/api/invoices/${encodeURIComponent(invoiceId)}/download`, 'data-discover': 'true' },
      t('downloadPdf'),
    ),
  );

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** The answers when each has the shape the screen reads, else null (the app then says what went wrong). */
function wellFormed([invoiceAnswer, config, listingAnswer, user]: unknown[], invoiceId: string, tools: FragmentTools): Answers | null {
  const invoice = isObject(invoiceAnswer) ? invoiceAnswer.invoice : null;
  if (!isObject(invoice) || invoice._id !== invoiceId || typeof invoice.name !== 'string' || typeof invoice.amount !== 'number' || !isFinite(invoice.amount)) return null;
  if (typeof invoice.paid !== 'boolean' || typeof invoice.duedate !== 'number' || typeof invoice.paiddate !== 'number') return null;
  if (!isObject(config) || !tools.currencyOf(config)) return null;
  const settings = config.settings;
  if (!isObject(settings) || !isObject(settings.payments) || !isObject(settings.theme)) return null;
  const listing = isObject(listingAnswer) ? listingAnswer.listing : null;
  if (!Array.isArray(listing) || !isObject(user) || typeof user.balance !== 'number') return null;
  return { invoice: invoice as unknown as Invoice, config: config as unknown as Config, listing: listing as ListingItem[], user: user as unknown as User };
}

/** Whether the app must draw this page itself: what the fragment does not show. */
function needsTheApp({ config, user }: Answers): boolean {
  const look = seasonalLook(config.settings.theme);
  return isStaffRank(user.rank) || look.className !== '' || new URLSearchParams(location.search).has('success');
}

/**
 * A payment method or the pdf link chosen before the app has arrived: marked for the app to
 * act on when it takes over (take-over.ts). PayPal opens in place, so its card toggles.
 */
function queueChoices(fragment: HTMLElement): void {
  // Space presses a button on key up: a press whose key up the fragment does not see (the app
  // took over in between) is completed at take-over (take-over.ts), not lost.
  fragment.addEventListener('keydown', (event) => {
    if (event.key === ' ' && event.target instanceof HTMLElement && event.target.matches('.ui-action-card')) event.target.setAttribute(SPACE_DOWN, '');
  });
  fragment.addEventListener('keyup', (event) => {
    if (event.key === ' ' && event.target instanceof HTMLElement) event.target.removeAttribute(SPACE_DOWN);
  });
  fragment.addEventListener('click', (event) => {
    const chosen = event.target instanceof Element ? event.target.closest<HTMLElement>('.ui-action-card, .invoice-pdf-link') : null;
    if (!chosen) return;
    event.preventDefault();
    if (chosen.getAttribute('data-value') === 'paypal') {
      chosen.setAttribute('aria-expanded', String(chosen.getAttribute('aria-expanded') !== 'true'));
      return;
    }
    fragment.querySelectorAll('[data-chosen]').forEach((earlier) => earlier.removeAttribute('data-chosen'));
    chosen.setAttribute('data-chosen', '');
    chosen.setAttribute('aria-busy', 'true');
  });
}

/**
 * Fills `fragment` (the `[data-boot-fragment]` holder's content) once the early answers are
 * in; resolves when done (shown, or handed to the app).
 */
export function fillInvoiceFragment(fragment: HTMLElement, tools: FragmentTools | undefined): Promise<void> {
  if (!tools) return Promise.resolve(void fragment.remove());
  if (!tools.keepForSignedIn(fragment)) return Promise.resolve();
  const target = fragment.querySelector<HTMLElement>('[data-invoice-id]');
  const userInfo = tools.userInfoPath();
  if (!target || !userInfo) return Promise.resolve(tools.startApp());
  // Said now, before the end of the body starts the app (shell/boot/preload-after-first-paint.js);
  // taken back below when the answers do not let the fragment show the screen.
  tools.startAppOnInteraction();
  const invoiceId = target.getAttribute('data-invoice-id') ?? '';
  // Answers that do not come leave the page to the app, which has the calls' time limit and a Retry.
  const deadline = setTimeout(tools.startApp, ANSWERS_DEADLINE_MS);
  return tools
    .earlyAnswers([`/api/invoices/${encodeURIComponent(invoiceId)}`, '/api/', '/api/shop/listing', userInfo])
    .then((answers) => {
      const read = wellFormed(answers, invoiceId, tools);
      if (!read || needsTheApp(read)) return tools.startApp();
      const { invoice, config, listing, user } = read;
      const language = tools.language();
      const format: Formats = {
        t: messages(language),
        money: (amount) => formatMoney(amount, config.currency, language),
        date: (epochMs) => (epochMs > 0 ? formatDate(epochMs, language) : '—'),
        language,
      };
      const cycle = effectiveBillingCycle(invoice, listing);
      const summary = invoiceSummary(invoice, cycle, format);
      target.replaceWith(summary);
      fragment.querySelector('[data-invoice-loading]')?.remove();
      document.title = format.t('documentTitle', { id: invoiceId, site: config.info.name });
      // The rest below it in a task of its own: the amount is on screen without waiting for the
      // notices and payment methods to be built and laid out, and no one task is long enough to
      // hold a tap back. Nothing above the summary moves when they come.
      return nextTask().then(() => {
        summary.after(
          invoiceNoticeList(invoiceNotices(invoice, cycle), format),
          ...(canChoosePaymentMethod(invoice) ? [paymentMethodCards(invoice, user, config, format.t)] : []),
          pdfLink(invoice._id, format.t),
        );
        queueChoices(fragment);
      });
    })
    .catch(() => tools.startApp())
    .finally(() => clearTimeout(deadline));
}
