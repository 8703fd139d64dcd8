// The first step of the billing remote's server-included fragment of /create
// (public/fragments/create.html), drawn from the page's early calls before the app runs: the
// steps, the name field and a card per game, as CreateScreen, the kit's TextField and
// EggChoices draw them (a sync test compares the text), from the same rules, catalogues and
// formatters. The build compiles this module into the fragment's inline script
// (rsbuild.config.ts, pluginFragmentScripts): no React, no kit.
//
// The form is shown inert: the app starts as soon as the games are painted and takes the page
// over, so nothing typed or chosen in between can be lost. Whatever the fragment does not show
// as the app would (an instance selling plans instead, no server slot left, no game or location,
// an unverified account, a refused or malformed answer) leaves the page to the app at once.
import type { Config, Egg, ListingItem, Location, User } from '@panel/api/contract';
import { planRequirement, slotsLeft, type Customer, type ResourceUsage } from '@panel/rules';
import { catalogueText, h } from '@panel/ui/fragment-dom';
import { fillFromEarlyAnswers, isObject, type FragmentTools } from '@panel/ui/fragment-tools';
import { createEnglish } from '../../../messages/create.en';
import { createFrench } from '../../../messages/create.fr';
import { orderingEnglish } from '../../../messages/ordering.en';
import { orderingFrench } from '../../../messages/ordering.fr';
import { planNamer } from '../../ordering/plan-names';
import { STEP_NAMES, STEPS } from '../steps';

type Language = 'en' | 'fr';

const texts = (language: Language) => ({
  t: catalogueText(language === 'fr' ? createFrench : createEnglish, language),
  ordering: catalogueText(language === 'fr' ? orderingFrench : orderingEnglish, language),
});

type Texts = ReturnType<typeof texts>;

interface Answers {
  user: User;
  eggs: Egg[];
  locations: Location[];
  usage: ResourceUsage;
  listing: ListingItem[];
}

/** The steps, the first one current, as CreateScreen's nav draws them. */
function stepNav({ t }: Texts): HTMLElement {
  return h(
    'nav',
    { 'aria-label': t('createSteps') },
    h(
      'ol',
      { class: 'create-steps' },
      ...STEPS.map((step, position) =>
        h(
          'li',
          { class: position === 0 ? 'create-step create-step-current' : 'create-step', 'aria-current': position === 0 ? 'step' : null },
          h('span', { class: 'create-step-label' }, h('span', { class: 'create-step-number', 'aria-hidden': 'true' }, String(position + 1)), h('span', {}, t(STEP_NAMES[step]))),
        ),
      ),
    ),
  );
}

const NEEDS_PLAN_SAYS = { held: 'orderingNeedsPlanHeld', ordered: 'orderingNeedsPlanOrdered', missing: 'orderingNeedsPlanMissing' } as const;

/** EggChoices: a radio card per game with its icon, category and description, and the plan one needs with whether the customer has it (NeedsPlan). */
function eggChoices(eggs: Egg[], customer: Customer, planName: (id: string) => string, { ordering }: Texts): HTMLElement {
  const labelId = 'create-fragment-game';
  return h(
    'div',
    { class: 'ui-field' },
    h('span', { id: labelId, class: 'ui-field-label' }, ordering('orderingGame')),
    h(
      'div',
      { class: 'ui-radio-cards', role: 'radiogroup', 'aria-labelledby': labelId },
      ...eggs.map((egg) => {
        const requirement = planRequirement(egg.requiredSubscriptions, customer);
        const missing = requirement.status === 'missing';
        const needs =
          requirement.status === 'none'
            ? null
            : h(
                'span',
                { class: 'ordering-needs-plan' },
                ordering(NEEDS_PLAN_SAYS[requirement.status], {
                  count: requirement.required.length,
                  plans: requirement.required.map(planName).join(', '),
                  plan: 'plan' in requirement ? planName(requirement.plan) : '',
                }),
                ...(missing
                  ? requirement.required.flatMap((plan, index) => [
                      index > 0 ? ', ' : ' ',
                      h('a', { class: 'ui-link', href: `/shop/${encodeURIComponent(plan)}`, 'data-discover': 'true' }, ordering('orderingGetPlan', { plan: planName(plan) })),
                    ])
                  : []),
              );
        return h(
          'label',
          { class: 'ui-radio-card', 'data-disabled': missing ? '' : null },
          h('input', { type: 'radio', class: 'ui-radio', name: 'create-fragment-egg', value: egg._id, disabled: missing ? '' : null }),
          h(
            'span',
            {},
            h(
              'span',
              { class: 'ui-radio-card-label' },
              h('span', { class: 'ordering-choice-title' }, egg.icon ? h('img', { src: egg.icon, alt: '', width: '24', height: '24', class: 'ordering-egg-icon' }) : null, egg.name),
            ),
            h(
              'span',
              { class: 'ui-radio-card-description' },
              h('span', { class: 'ordering-choice-facts' }, h('span', {}, h('span', { class: 'ui-badge ui-badge-neutral' }, egg.category), ` ${egg.description}`), needs),
            ),
          ),
        );
      }),
    ),
  );
}

/** CreateScreen's first step: the steps, then the card with the name field, the games and Next, inert until the app takes over. */
function firstStep({ user, eggs, listing }: Pick<Answers, 'user' | 'eggs' | 'listing'>, language: Language): HTMLElement[] {
  const format = texts(language);
  const { t } = format;
  const customer: Customer = { rank: user.rank, plans: user.plans.map((plan) => plan._id) };
  const nameId = 'create-fragment-name';
  const name = h(
    'div',
    { class: 'ui-field' },
    h('label', { class: 'ui-field-label', for: nameId }, t('createServerName'), h('span', { 'aria-hidden': 'true' }, ' *')),
    h('input', { class: 'ui-input', id: nameId, 'aria-describedby': `${nameId}-hint`, required: '', autocomplete: 'off' }),
    h('p', { class: 'ui-field-hint', id: `${nameId}-hint` }, t('createServerNameHint')),
  );
  const card = h(
    'section',
    { class: 'ui-card' },
    h('h2', { class: 'create-step-heading' }, h('span', { class: 'create-step-of' }, t('createStepOf', { current: 1, total: STEPS.length })), ` ${t(STEP_NAMES.server)}`),
    name,
    eggChoices(eggs, customer, planNamer(listing), format),
    h('div', { class: 'create-actions' }, h('button', { type: 'submit', class: 'ui-button ui-button-primary ui-button-md' }, t('createNext'))),
  );
  return [stepNav(format), h('form', { class: 'create-form', novalidate: '', inert: '' }, card)];
}

const isNamed = (value: unknown) => isObject(value) && typeof value._id === 'string' && typeof value.name === 'string';

/** The answers when each has the shape the screen reads, else null (the app then says what went wrong). */
function wellFormed([user, config, eggsAnswer, locationsAnswer, usage, listingAnswer]: unknown[]): Answers | null {
  if (!isObject(config) || !isObject(config.features) || (config as unknown as Config).features.perServerPlans !== true) return null;
  if (!isObject(user) || user.verified === false || typeof user.rank !== 'string' || !Array.isArray(user.plans) || !user.plans.every(isObject)) return null;
  const eggs = isObject(eggsAnswer) ? eggsAnswer.eggs : null;
  const locations = isObject(locationsAnswer) ? locationsAnswer.locations : null;
  const listing = isObject(listingAnswer) ? listingAnswer.listing : null;
  if (!Array.isArray(eggs) || !eggs.every((egg) => isNamed(egg) && typeof egg.category === 'string' && typeof egg.description === 'string')) return null;
  if (!Array.isArray(locations) || !Array.isArray(listing) || !isObject(usage) || !isObject(usage.limits) || !isObject(usage.resources)) return null;
  return { user: user as unknown as User, eggs: eggs as Egg[], locations: locations as Location[], usage: usage as unknown as ResourceUsage, listing: listing as ListingItem[] };
}

/** Fills `fragment` (the `[data-boot-fragment]` holder's content) once the early answers are in; resolves when done. */
export function fillCreateFragment(fragment: HTMLElement, tools: FragmentTools | undefined): Promise<void> {
  return fillFromEarlyAnswers(fragment, tools, {
    paths: (userInfo) => [userInfo, '/api/', '/api/eggs', '/api/locations', userInfo.replace(/\/info$/, '/usage'), '/api/shop/listing'],
    draw: (answers, tools) => {
      const found = wellFormed(answers);
      // No slot, no game or no location: the app says so, with the way on.
      if (!found || slotsLeft(found.usage) === 0 || found.eggs.length === 0 || found.locations.length === 0) return false;
      fragment.querySelector('[data-create-form]')!.replaceChildren(...firstStep(found, tools.language()));
      fragment.querySelector('[data-create-loading]')?.remove();
      return true;
    },
  });
}
