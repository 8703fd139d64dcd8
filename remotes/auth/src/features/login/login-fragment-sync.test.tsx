import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanup, render } from '@testing-library/react';
import { earlyAnswer, earlyCallsSettled, includeServerFragment, recordAppStart } from '@panel/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from '@panel/router';
import { sessionStore } from '@panel/session';
import { switchLanguage } from '@panel/ui';
import { db } from '../../../../../mocks/src/db';
import { LoginScreen } from './LoginScreen';

const here = dirname(fileURLToPath(import.meta.url));
const FRAGMENT = readFileSync(join(here, '../../../public/fragments/auth/login.html'), 'utf8');
/** The shell's tools for fragments (its index.html inlines them before any fragment). */
const FRAGMENT_TOOLS = readFileSync(join(here, '../../../../../shell/boot/fragment-tools.js'), 'utf8');

/**
 * What a visitor can use on the page: the host's name, headings, fields, pickers, buttons and
 * links, in order (inert and hidden parts included as what they will be once the app is there).
 */
function outline(root: ParentNode) {
  return [...root.querySelectorAll('.auth-brand, h1, input, select, button, a')].filter((node) => !node.closest('[hidden]')).map((node) => {
    if (node instanceof HTMLSelectElement) return `select ${node.closest('label')?.querySelector('.ui-field-label')?.textContent}`;
    if (node.classList.contains('auth-brand')) return `brand ${node.textContent?.trim()} ${node.querySelector('img')?.getAttribute('src') ?? ''}`;
    if (node instanceof HTMLInputElement) {
      return `input ${node.name} ${node.type} ${node.getAttribute('autocomplete') ?? ''} ${node.required ? 'required' : ''}`;
    }
    if (node instanceof HTMLAnchorElement) return `link ${node.textContent?.trim()} → ${node.getAttribute('href')}`;
    return `${node.tagName.toLowerCase()} ${node.textContent?.trim()}`;
  });
}

/** LoginScreen with this configuration, as the app draws it. */
function appScreen(config: typeof db.config) {
  sessionStore.setState({ config });
  return render(
    <MemoryRouter initialEntries={['/auth/login']}>
      <LoginScreen />
    </MemoryRouter>,
  ).container;
}

/** The fragment in the page with the page's early configuration call answered, its script run. */
async function includedWith(config: typeof db.config) {
  const calls = { '/api/': earlyAnswer(config) };
  window.__PANEL_EARLY_API__ = calls;
  const fragment = includeServerFragment(FRAGMENT, FRAGMENT_TOOLS);
  await earlyCallsSettled(calls);
  return fragment;
}

beforeEach(() => {
  delete window.__PANEL_EARLY_API__;
  document.body.replaceChildren();
});
// Unmount first: the screen needs the config until it is gone.
afterEach(async () => {
  cleanup();
  document.body.replaceChildren(); // a fragment left behind would be the next file's to take over
  sessionStore.setState({ config: null });
  await switchLanguage('en');
});

describe('the static sign-in fragment', () => {
  it('offers what the sign-in screen offers, and names the host, before its configuration is known', () => {
    const config = structuredClone(db.config);
    // Without the early answer the fragment cannot know Discord or the host's name: the app adds them.
    config.settings.login = { ...config.settings.login, email: true, discord: false, turnstile_sitekey: null };
    config.info = { ...config.info, name: '' };
    const container = appScreen(config);
    const fragment = document.createElement('div');
    fragment.innerHTML = FRAGMENT;

    expect(outline(fragment)).toEqual(outline(container).filter((line) => !line.startsWith('brand')).toSpliced(0, 0, 'brand  '));
    expect(fragment.querySelector('main')?.getAttribute('data-layout')).toBe(
      container.querySelector('main')?.getAttribute('data-layout'),
    );
  });

  it.each([
    ['the seed’s (Discord on, a logo)', {}],
    ['no Discord, no logo, a floating card over a background', { discord: false, logo: null, floating: true, bg: 'https://img.example/bg.jpg' }],
    ['sign-in by email off, Discord on', { email: false }],
  ])('shows what the app shows once the page’s configuration call answers: %s', async (_, change: { email?: boolean; discord?: boolean; logo?: string | null; floating?: boolean; bg?: string }) => {
    const config = structuredClone(db.config);
    config.settings.login = {
      ...config.settings.login,
      email: change.email ?? true,
      turnstile_sitekey: null,
      ...('discord' in change ? { discord: change.discord! } : {}),
    };
    if ('floating' in change) config.settings.login = { ...config.settings.login, floating: change.floating!, bg: change.bg ?? null };
    if ('logo' in change) config.info = { ...config.info, logo: change.logo! };
    const fragment = await includedWith(config);
    const container = appScreen(config);

    expect(outline(fragment)).toEqual(outline(container));
    const fragmentPage = fragment.querySelector('main')!;
    const appPage = container.querySelector('main')!;
    expect(fragmentPage.getAttribute('data-layout')).toBe(appPage.getAttribute('data-layout'));
    expect(fragmentPage.hasAttribute('data-background')).toBe(appPage.hasAttribute('data-background'));
    expect(fragmentPage.style.backgroundImage).toBe(appPage.style.backgroundImage);
  });

  it('speaks French on a French page, in the catalogue’s words', async () => {
    await switchLanguage('fr');
    const config = structuredClone(db.config);
    const fragment = await includedWith(config);
    const container = appScreen(config);

    expect(outline(fragment)).toEqual(outline(container));
    // Labels, and what each picker shows chosen.
    const texts = (root: Element) => [
      ...[...root.querySelectorAll('.ui-field-label')].map((label) => label.textContent),
      ...[...root.querySelectorAll('select')].map((select) => select.selectedOptions[0]?.textContent),
    ];
    expect(texts(fragment)).toEqual(texts(container));
  });

  it('keeps the plain form when the page has no configuration answer', async () => {
    window.__PANEL_EARLY_API__ = { '/api/': earlyAnswer({ error: 'down' }, 500) };
    const fragment = includeServerFragment(FRAGMENT, FRAGMENT_TOOLS);
    await earlyCallsSettled(window.__PANEL_EARLY_API__);
    expect(fragment.querySelector('form[data-login-form]')).not.toBeNull();
    expect(fragment.querySelector('.auth-brand')?.textContent).toBe('');
    expect(fragment.querySelector<HTMLElement>('[data-fragment-discord]')?.hidden).toBe(true);
  });

  it('posts when submitted without JavaScript, so the password never lands in the URL', () => {
    const fragment = document.createElement('div');
    fragment.innerHTML = FRAGMENT;
    expect(fragment.querySelector('form')?.method).toBe('post');
  });
});

describe('when the sign-in fragment lets the app start', () => {
  const withLogin = (login: Partial<typeof db.config.settings.login>) => ({
    ...db.config,
    settings: { ...db.config.settings, login: { ...db.config.settings.login, ...login } },
  });

  it('on the first interaction: the form works without it, and names the page in the window title as the app does', async () => {
    const boot = recordAppStart();
    await includedWith(db.config);
    expect(boot).toMatchObject({ waitsForInteraction: true, appStarted: false });
    const fragmentTitle = document.title;
    document.body.replaceChildren();
    appScreen(db.config);
    expect(fragmentTitle).toBe(document.title);
    expect(fragmentTitle).toBe(`Sign in · ${db.config.info.name}`);
  });

  it.each([
    ['Turnstile guards the sign-in', { turnstile_sitekey: '1x00000000000000000000AA' }],
    ['sign-in by email is off', { email: false }],
  ])('at once when %s: only the app shows it', async (_, login) => {
    const boot = recordAppStart();
    await includedWith(withLogin(login));
    expect(boot.appStarted).toBe(true);
  });

  it('at once when the page has no configuration answer: the app says what is wrong', async () => {
    const boot = recordAppStart();
    window.__PANEL_EARLY_API__ = { '/api/': earlyAnswer({ error: 'down' }, 500) };
    includeServerFragment(FRAGMENT, FRAGMENT_TOOLS);
    await earlyCallsSettled(window.__PANEL_EARLY_API__);
    expect(boot.appStarted).toBe(true);
  });
});
