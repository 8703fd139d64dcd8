import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from '@panel/router';
import { sessionStore } from '@panel/session';
import { db } from '../../../../../mocks/src/db';
import { LoginScreen } from './LoginScreen';

const here = dirname(fileURLToPath(import.meta.url));
const FRAGMENT = readFileSync(join(here, '../../../public/fragments/auth/login.html'), 'utf8');

/** What a visitor can use on the page: headings, fields, buttons and links, in order. */
function outline(root: ParentNode) {
  return [...root.querySelectorAll('h1, input, button, a')].map((node) => {
    if (node instanceof HTMLInputElement) {
      return `input ${node.name} ${node.type} ${node.getAttribute('autocomplete') ?? ''} ${node.required ? 'required' : ''}`;
    }
    if (node instanceof HTMLAnchorElement) return `link ${node.textContent?.trim()} → ${node.getAttribute('href')}`;
    return `${node.tagName.toLowerCase()} ${node.textContent?.trim()}`;
  });
}

// Unmount first: the screen needs the config until it is gone.
afterEach(() => {
  cleanup();
  sessionStore.setState({ config: null });
});

describe('the static sign-in fragment', () => {
  it('offers what the sign-in screen offers with the default settings, minus the settings-dependent parts', () => {
    const config = structuredClone(db.config);
    // The fragment cannot know the instance's settings; Discord appears when the app takes over.
    config.settings.login = { ...config.settings.login, email: true, discord: false, turnstile_sitekey: null };
    sessionStore.setState({ config });
    const { container } = render(
      <MemoryRouter initialEntries={['/auth/login']}>
        <LoginScreen />
      </MemoryRouter>,
    );
    const fragment = document.createElement('div');
    fragment.innerHTML = FRAGMENT;

    expect(outline(fragment)).toEqual(outline(container));
    expect(fragment.querySelector('main')?.getAttribute('data-layout')).toBe(
      container.querySelector('main')?.getAttribute('data-layout'),
    );
  });

  it('posts when submitted without JavaScript, so the password never lands in the URL', () => {
    const fragment = document.createElement('div');
    fragment.innerHTML = FRAGMENT;
    expect(fragment.querySelector('form')?.method).toBe('post');
  });
});
