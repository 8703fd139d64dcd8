import fs from 'node:fs';
import path from 'node:path';
import { cleanup, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from '@panel/router';
import { sessionStore } from '@panel/session';
import { loadLanguage } from '@panel/ui';
import { fragmentTools } from '@panel/ui/fragment-tools';
import { earlyAnswer, includeServerFragment, recordAppStart } from '@panel/ui/testing';
import { db, publicUser } from '../../../../../../mocks/src/db';
import { DEMO_USERS } from '../../../../../../mocks/src/seed';
import { call, installMockApi } from '../../../../../../mocks/src/testing/mock-api';
import { createEnglish } from '../../../messages/create.en';
import { createFrench } from '../../../messages/create.fr';
import { CreateScreen } from '../CreateScreen';
import { fillCreateFragment } from './fill-create-fragment';

installMockApi();

/** The billing remote's fragment of `/create` as the shell's server includes it. */
const INCLUDED = fs.readFileSync(path.join(import.meta.dirname, '../../../../public/fragments/create.html'), 'utf8');
/** The shell's tools for fragments (its index.html inlines them before any fragment). */
const FRAGMENT_TOOLS = fs.readFileSync(path.join(import.meta.dirname, '../../../../../../shell/boot/fragment-tools.js'), 'utf8');

const customer = DEMO_USERS.customer;

afterEach(() => {
  cleanup();
  document.body.replaceChildren(); // a fragment left behind would be in the next file's page
  sessionStore.setState({ config: null, user: null, userId: null, token: null });
  document.documentElement.lang = 'en';
});

const answered = async (path: string) => (await call(path, { token: customer.token })).json();

/** The fragment for the customer, the page's early calls answered by the mock (or as `override` says). */
async function showFragment({ language = 'en', override = {} }: { language?: 'en' | 'fr'; override?: Record<string, unknown> } = {}) {
  localStorage.setItem('token', customer.token);
  localStorage.setItem('userId', customer.id);
  document.documentElement.lang = language;
  const answers: Record<string, unknown> = {
    [`/api/user/${customer.id}/info`]: publicUser(db.users.get(customer.id)!),
    '/api/': structuredClone(db.config),
    '/api/eggs': await answered('/api/eggs'),
    '/api/locations': await answered('/api/locations'),
    [`/api/user/${customer.id}/usage`]: await answered(`/api/user/${customer.id}/usage`),
    '/api/shop/listing': await answered('/api/shop/listing'),
    ...override,
  };
  window.__PANEL_EARLY_API__ = Object.fromEntries(Object.entries(answers).map(([key, body]) => [key, earlyAnswer(body)]));
  const boot = recordAppStart();
  const holder = includeServerFragment(INCLUDED, FRAGMENT_TOOLS);
  await fillCreateFragment(holder, fragmentTools());
  return { holder, boot };
}

/** What a person reads of the steps and the first step's card, with each game card apart. */
const readable = (root: HTMLElement) => ({
  steps: root.querySelector('.create-steps')?.textContent,
  heading: root.querySelector('.create-step-heading')?.textContent,
  labels: [...root.querySelectorAll('.ui-field-label')].map((label) => label.textContent),
  hint: root.querySelector('.ui-field-hint')?.textContent,
  games: [...root.querySelectorAll('.ui-radio-card')].map((card) => [card.textContent, card.querySelector('input')?.disabled, card.querySelector('a')?.getAttribute('href') ?? null]),
  next: root.querySelector('.create-actions')?.textContent,
});

describe("the create fragment, before the app's JavaScript", () => {
  it('says, in the catalogue’s words, what it is loading, in both languages', () => {
    const keys = ['createTitle', 'createIntro', 'createLoading'] as const;
    expect(keys.filter((key) => !INCLUDED.includes(`>${createEnglish[key]}<`) || !INCLUDED.includes(`data-fr="${createFrench[key]}"`))).toEqual([]);
  });

  it('draws the first step as the app does, every game with the plans one needs, inert until the app takes over', async () => {
    const { holder, boot } = await showFragment();
    expect(holder.querySelector('[data-create-loading]')).toBeNull();
    expect(holder.querySelector('form')?.hasAttribute('inert')).toBe(true);
    const drawn = readable(holder);
    expect(drawn.games.length).toBeGreaterThan(1);
    expect(boot.startsAfter).not.toBeNull();
    expect(boot.appStarted).toBe(false);

    holder.remove();
    const user = db.users.get(customer.id)!;
    sessionStore.setState({ config: structuredClone(db.config), userId: customer.id, token: customer.token, user: publicUser(user) });
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={['/create']}>
          <CreateScreen />
        </MemoryRouter>
      </SWRConfig>,
    );
    await screen.findByRole('radiogroup', { name: 'Game' });
    expect(readable(document.body)).toEqual(drawn);
  });

  it('names the plan a game needs whether or not the customer has it, as the app does', async () => {
    // The customer holds Minecraft Starter, not Minecraft Pro.
    db.domain.eggs.find((egg) => egg.name === 'Minecraft: Paper')!.requiredSubscriptions = ['plan-mc-starter'];
    db.domain.eggs.find((egg) => egg.name === 'Node.js')!.requiredSubscriptions = ['plan-mc-pro'];
    const { holder } = await showFragment();
    const drawn = readable(holder);
    expect(drawn.games).toEqual([
      [expect.stringContaining('Needs Minecraft Starter: you have it'), false, null],
      [expect.stringContaining('Needs Minecraft Pro: you do not have it. Get Minecraft Pro'), true, '/shop/plan-mc-pro'],
    ]);

    holder.remove();
    sessionStore.setState({ config: structuredClone(db.config), userId: customer.id, token: customer.token, user: publicUser(db.users.get(customer.id)!) });
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={['/create']}>
          <CreateScreen />
        </MemoryRouter>
      </SWRConfig>,
    );
    await screen.findByRole('radiogroup', { name: 'Game' });
    expect(readable(document.body)).toEqual(drawn);
    expect(screen.getByRole('radio', { name: /Minecraft: Paper/ })).toHaveAccessibleName(/Needs Minecraft Starter: you have it/);
  });

  it('writes the step in French on a French page', async () => {
    await loadLanguage('fr');
    const { holder } = await showFragment({ language: 'fr' });
    expect(within(holder).getByRole('heading', { level: 1, name: 'Créer un serveur' })).toBeInTheDocument();
    expect(holder.querySelector('.create-step-heading')?.textContent).toBe('Étape 1 sur 4 Nom et jeu');
    await loadLanguage('en');
  });

  it.each([
    ['an instance selling plans instead', { '/api/': { ...structuredClone(db.config), features: { ...db.config.features, perServerPlans: false } } }],
    ['an account without a server slot left', { [`/api/user/${customer.id}/usage`]: { limits: { servers: 1 }, resources: { servers: 1 } } }],
    ['no game to install', { '/api/eggs': { eggs: [] } }],
    ['a malformed game list', { '/api/eggs': { eggs: [{ _id: 'x' }] } }],
  ])('leaves %s to the app', async (_, override) => {
    const { holder, boot } = await showFragment({ override });
    expect(holder.isConnected).toBe(false);
    expect(boot.appStarted).toBe(true);
  });
});
