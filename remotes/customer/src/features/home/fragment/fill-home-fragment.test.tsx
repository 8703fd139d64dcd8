import fs from 'node:fs';
import path from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { earlyAnswer, earlyCall, earlyCallsSettled, includeServerFragment, recordAppStart } from '@panel/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Config, Currency, User } from '@panel/api/contract';
import { sessionStore } from '@panel/session';
import { loadLanguage } from '@panel/ui';
import { fragmentTools } from '@panel/ui/fragment-tools';
import '../../../messages';
import { AccountSummary } from '../AccountSummary';
import { fillHomeFragment } from './fill-home-fragment';

/** The customer remote's fragment of `/`, which the shell's server puts in the page before any JavaScript. */
const FRAGMENT = fs.readFileSync(path.join(import.meta.dirname, '../../../../public/fragments/index.html'), 'utf8');

const EUR: Currency = { name: 'Euro', abbreviation: 'EUR', symbol: '€' };
const user = (overrides: Partial<User> = {}): User => ({
  _id: 'u-1',
  username: 'Casey <Customer>',
  email: 'casey@panel.test',
  avatarUrl: '',
  rank: 'USER',
  balance: 1234.5,
  coins: 42,
  verified: true,
  plans: [],
  ...overrides,
}) as User;

/** The shell's tools for fragments (its index.html inlines them before any fragment). */
const FRAGMENT_TOOLS = fs.readFileSync(path.join(import.meta.dirname, '../../../../../../shell/boot/fragment-tools.js'), 'utf8');

type EarlyCalls = NonNullable<Window['__PANEL_EARLY_API__']>;

/** The fragment as the shell's server includes it (its compiled script stands in the build; here the module itself runs). */
function includeFragment() {
  const holder = includeServerFragment(FRAGMENT, FRAGMENT_TOOLS);
  void fillHomeFragment(holder, fragmentTools());
  return holder;
}

/** What a person reads on the home: heading, description, each figure's label and value. */
const fragmentTexts = (root: HTMLElement) => [...root.querySelectorAll('h1, header p, dt, dd')].map((node) => node.textContent);
const screenTexts = (root: HTMLElement) =>
  [...root.querySelectorAll('.ui-page-title, .ui-page-description, .ui-stat-label, .ui-stat-value')].map((node) => node.textContent);

function signedIn(language: 'en' | 'fr', calls: EarlyCalls) {
  localStorage.setItem('token', 'tok-1');
  localStorage.setItem('userId', 'u-1');
  localStorage.setItem('language', language);
  document.documentElement.lang = language;
  window.__PANEL_EARLY_API__ = calls;
}

beforeEach(() => {
  delete window.__PANEL_EARLY_API__;
  document.body.replaceChildren();
});
// Unmounted first: a screen still on show would re-render without a user.
afterEach(() => {
  cleanup();
  document.body.replaceChildren(); // a fragment left behind would be in the next file's page
  sessionStore.setState({ user: null, config: null });
});

describe("the home's fragment shows what the home screen shows, before the app", () => {
  it.each<[string, 'en' | 'fr', Currency, Partial<User>]>([
    ['English, euro', 'en', EUR, {}],
    ['French, euro', 'fr', EUR, {}],
    ['English, a currency Intl writes as its code (lek)', 'en', { name: 'Albanian Lek', abbreviation: 'ALL', symbol: 'L' }, { balance: 0 }],
    ['French, US dollar', 'fr', { name: 'US Dollar', abbreviation: 'USD', symbol: '$' }, { balance: 3, plans: [{ _id: 'p-1', name: 'Starter' }, { _id: 'p-2', name: 'Pro' }] }],
    ['a currency code Intl refuses', 'en', { name: 'Coins', abbreviation: 'COINS', symbol: '¢' }, { balance: 7.25 }],
  ])('%s', async (_, language, currency, overrides) => {
    const account = user(overrides);
    signedIn(language, { '/api/user/u-1/info': earlyAnswer(account), '/api/': earlyAnswer({ currency }) });
    const fragment = includeFragment();
    await loadLanguage(language);
    await vi.waitFor(() => expect(fragment.querySelector('h1')?.textContent).not.toBe(''));

    sessionStore.setState({ user: account, config: { currency } as Config });
    const { container } = render(<AccountSummary user={account} />);
    expect(fragmentTexts(fragment)).toEqual(screenTexts(container));
    expect(fragment.querySelector('[role=status]')).toBeNull();
  });

  it.each<[string, EarlyCalls]>([
    ['no early calls', {}],
    ['the user info refused', { '/api/user/u-1/info': earlyAnswer({ error: 'Unauthorized' }, 401), '/api/': earlyAnswer({ currency: EUR }) }],
    ['the configuration failed', { '/api/user/u-1/info': earlyAnswer(user()), '/api/': earlyAnswer({}, 500) }],
    ['a user without a balance figure', { '/api/user/u-1/info': earlyAnswer({ username: 'x' }), '/api/': earlyAnswer({ currency: EUR }) }],
    ['a configuration without a currency', { '/api/user/u-1/info': earlyAnswer(user()), '/api/': earlyAnswer({ currency: null }) }],
    ['an unverified account (the app sends it to verify)', { '/api/user/u-1/info': earlyAnswer(user({ verified: false })), '/api/': earlyAnswer({ currency: EUR }) }],
  ])('%s: the loading notice stays, for the app to do the rest', async (_, calls) => {
    signedIn('en', calls);
    const fragment = includeFragment();
    await earlyCallsSettled(calls);
    expect(fragment.querySelector('[role=status]')?.textContent).toBe('Loading your account…');
    expect(fragment.querySelector<HTMLElement>('.boot-home')?.hidden).toBe(true);
  });

  it('a signed-out visitor never sees it', () => {
    const fragment = includeFragment();
    expect(fragment.isConnected).toBe(false);
  });

  it('a malformed answer throws nothing the page would report', async () => {
    const calls = { '/api/user/u-1/info': earlyCall(Promise.resolve(new Response('<html>'))), '/api/': earlyAnswer({ currency: EUR }) };
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      signedIn('en', calls);
      includeFragment();
      await earlyCallsSettled(calls);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe("the home's fragment and the app's start", () => {
  it('the app starts once the figures are on screen (its scripts would hold the answers back)', async () => {
    const boot = recordAppStart();
    signedIn('en', { '/api/user/u-1/info': earlyAnswer(user()), '/api/': earlyAnswer({ currency: EUR }) });
    const fragment = includeFragment();
    expect(boot.startsAfter).not.toBeNull();
    await boot.startsAfter;
    expect(fragment.querySelector('[role=status]')).toBeNull();
    expect(fragment.querySelector<HTMLElement>('.boot-home')?.hidden).toBe(false);
  });

  it('and when the figures cannot be shown, at once', async () => {
    const boot = recordAppStart();
    signedIn('en', { '/api/user/u-1/info': earlyAnswer({ error: 'Unauthorized' }, 401), '/api/': earlyAnswer({ currency: EUR }) });
    includeFragment();
    await expect(boot.startsAfter).resolves.toBeUndefined();
  });
});
