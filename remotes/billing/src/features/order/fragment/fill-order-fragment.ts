// The plans of the billing remote's server-included fragment of /order
// (public/fragments/order.html), drawn from the page's early calls before the app runs: the
// category links and a card per plan on sale, as OrderScreen and PlanCard draw them (a sync test
// compares the text), from the same rules, catalogues and formatters. The build compiles this
// module into the fragment's inline script (rsbuild.config.ts, pluginFragmentScripts): no React,
// no kit.
//
// The app starts as soon as the cards are painted and takes the same answers. Whatever the
// fragment does not show as the app would (a promotion link's struck-through prices, an instance
// selling per-server plans, an unverified account, a refused or malformed answer, no plan on
// sale) leaves the page to the app at once.
import type { Config, ListingItem, User } from '@panel/api/contract';
import { cyclePrice, saleWindow, sellableCycles } from '@panel/rules';
import { formatDate, formatMoney } from '@panel/ui/format';
import { catalogueText, h } from '@panel/ui/fragment-dom';
import { fillFromEarlyAnswers, isObject, type FragmentTools } from '@panel/ui/fragment-tools';
import { orderEnglish } from '../../../messages/order.en';
import { orderFrench } from '../../../messages/order.fr';
import { orderingEnglish } from '../../../messages/ordering.en';
import { orderingFrench } from '../../../messages/ordering.fr';
import { cycleName } from '../../ordering/cycle-name';
import { refusalMessage } from '../../ordering/refusal-message';
import { categoryName } from '../category-name';
import { categoriesOf, listingRefusal, plansOf, type ListedPlan } from '../plan-facts';

type Language = 'en' | 'fr';

/** The screen's texts in the page's language. */
const texts = (language: Language) => ({
  t: catalogueText(language === 'fr' ? orderFrench : orderEnglish, language),
  ordering: catalogueText(language === 'fr' ? orderingFrench : orderingEnglish, language),
});

type Texts = ReturnType<typeof texts>;

interface Format {
  texts: Texts;
  money(amount: number): string;
  date(epochMs: number): string;
  now: number;
}

const gigabytes = (megabytes: number): string => String(Math.round((megabytes / 1024) * 10) / 10);

/** PlanAvailability: the stock and sale window in badges, or nothing. */
function availabilityBadges(plan: ListedPlan, { texts: { ordering }, date, now }: Format): HTMLElement | null {
  const sold = { availableIn: plan.availableIn ?? 0, availableUntil: plan.availableUntil ?? 0 };
  const window = saleWindow(sold, now);
  const badges: [tone: string, text: string][] = [];
  if (window === 'notYet') badges.push(['info', ordering('orderingAvailableFrom', { date: date(sold.availableIn) })]);
  if (window === 'ended') badges.push(['neutral', ordering('orderingNoLongerAvailable')]);
  if (window === 'open' && sold.availableUntil !== 0) badges.push(['warning', ordering('orderingAvailableUntil', { date: date(sold.availableUntil) })]);
  if (plan.stock === 0) badges.push(['danger', ordering('orderingSoldOut')]);
  else if (plan.stock !== undefined && plan.stock !== null) badges.push(['warning', ordering('orderingStockLeft', { count: plan.stock })]);
  if (plan.amountAllowedPerCustomer) badges.push(['neutral', ordering('orderingPerCustomer', { count: plan.amountAllowedPerCustomer })]);
  if (badges.length === 0) return null;
  return h('span', { class: 'ordering-availability' }, ...badges.map(([tone, text]) => h('span', { class: `ui-badge ui-badge-${tone}` }, text)));
}

/** PlanCard without a promotion: what the plan is, its resources, prices per cycle, and the way to configure it. */
function planCard(plan: ListedPlan, format: Format): HTMLElement {
  const { t, ordering } = format.texts;
  const resources = plan.productContent;
  const cycles = sellableCycles(plan);
  const once = !plan.renewable;
  const titleId = `order-plan-${plan._id}`;
  const refusal = listingRefusal(plan, format.now);
  const headline = format.money(plan.price);
  const facts: [string, string][] = [
    [t('orderCpu'), t('orderCpuValue', { percent: resources.cpu })],
    [t('orderMemory'), t('orderGigabytes', { value: gigabytes(resources.memory) })],
    [t('orderDisk'), t('orderGigabytes', { value: gigabytes(resources.disk) })],
    [t('orderDatabases'), String(resources.databases)],
    [t('orderBackups'), String(resources.backups)],
    [t('orderPorts'), String(resources.allocations)],
  ];
  return h(
    'section',
    { class: 'ui-card order-plan', 'aria-labelledby': titleId, 'data-testid': `plan-${plan._id}` },
    h(
      'header',
      { class: 'order-plan-header' },
      h('h3', { id: titleId, class: 'order-plan-name' }, plan.name),
      h('p', { class: 'order-plan-price' }, once ? t('orderOnce', { price: headline }) : t('orderPerMonth', { price: headline })),
    ),
    plan.description ? h('p', { class: 'order-plan-description' }, plan.description) : null,
    availabilityBadges(plan, format),
    h('dl', { class: 'ui-description-list' }, ...facts.map(([label, value]) => h('div', { class: 'ui-description-item' }, h('dt', {}, label), h('dd', {}, value)))),
    !once && cycles.length > 1
      ? h(
          'ul',
          { class: 'order-plan-cycles', 'aria-label': t('orderCycles') },
          ...cycles.map((cycle) => h('li', {}, `${ordering(cycleName(cycle))}: `, h('span', { class: 'ui-money' }, format.money(cyclePrice(plan.price, cycle))))),
        )
      : null,
    h(
      'div',
      { class: 'order-plan-action' },
      refusal
        ? h('p', { class: 'order-plan-refused' }, t('orderCannotChoose', { reason: ordering(refusalMessage(refusal)) }))
        : // data-discover: react-router's mark on the app's links, written the same so nothing differs.
          h('a', { class: 'ui-button ui-button-primary ui-button-md', href: `/order/${encodeURIComponent(plan._id)}/configure`, 'data-discover': 'true' }, t('orderChoose', { plan: plan.name })),
    ),
  );
}

/** OrderScreen's body for every category: the category links, then each category's cards. */
function orderCatalogue(plans: ListedPlan[], format: Format): HTMLElement[] {
  const { t } = format.texts;
  const categories = categoriesOf(plans);
  const link = (href: string, text: string, current: boolean) => h('a', { class: 'ui-link', href, 'aria-current': current ? 'page' : null, 'data-discover': 'true' }, text);
  const nav = h(
    'nav',
    { class: 'order-categories', 'aria-label': t('orderCategories') },
    h('ul', {}, h('li', {}, link('/order', t('orderAllCategories'), true)), ...categories.map((name) => h('li', {}, link(`/order/${encodeURIComponent(name)}`, categoryName(name, t), false)))),
  );
  const sections = categories.map((name) =>
    h(
      'section',
      { class: 'order-category', 'aria-labelledby': `order-category-${name}` },
      h('h2', { id: `order-category-${name}` }, categoryName(name, t)),
      h('div', { class: 'order-plans' }, ...plans.filter((plan) => plan.category === name).map((plan) => planCard(plan, format))),
    ),
  );
  return [nav, ...sections];
}

/** The listing's plans when the answer has the shape the screen reads, else null. */
function wellFormedPlans(listingAnswer: unknown): ListedPlan[] | null {
  const listing = isObject(listingAnswer) ? listingAnswer.listing : null;
  if (!Array.isArray(listing) || !listing.every(isObject)) return null;
  const plans = plansOf(listing as ListingItem[]);
  const sound = plans.every(
    (plan) =>
      typeof plan._id === 'string' &&
      typeof plan.name === 'string' &&
      typeof plan.price === 'number' &&
      Number.isFinite(plan.price) &&
      Array.isArray(plan.billingCycles) &&
      isObject(plan.productContent) &&
      ['cpu', 'memory', 'disk', 'databases', 'backups', 'allocations'].every((field) => typeof (plan.productContent as Record<string, unknown>)[field] === 'number'),
  );
  return sound && plans.length > 0 ? plans : null;
}

/** Fills `fragment` (the `[data-boot-fragment]` holder's content) once the early answers are in; resolves when done. */
export function fillOrderFragment(fragment: HTMLElement, tools: FragmentTools | undefined): Promise<void> {
  return fillFromEarlyAnswers(fragment, tools, {
    // A promotion link shows discounted prices the discount's own call decides: the app's to draw.
    paths: (userInfo) => (new URLSearchParams(location.search).has('discount') ? null : [userInfo, '/api/', '/api/shop/listing']),
    draw: ([user, config, listing], tools) => {
      const currency = tools.currencyOf(config);
      const plans = wellFormedPlans(listing);
      const sellsPlans = isObject(config) && isObject(config.features) && (config as unknown as Config).features.perServerPlans === false;
      if (!currency || !plans || !sellsPlans || !isObject(user) || (user as Partial<User>).verified === false) return false;
      const language = tools.language();
      const format: Format = {
        texts: texts(language),
        money: (amount) => formatMoney(amount, currency, language),
        date: (epochMs) => formatDate(epochMs, language),
        now: Date.now(),
      };
      fragment.querySelector('[data-order-plans]')!.replaceChildren(...orderCatalogue(plans, format));
      fragment.querySelector('[data-order-loading]')?.remove();
      return true;
    },
  });
}
