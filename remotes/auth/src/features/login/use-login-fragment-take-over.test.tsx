import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from '@panel/router';
import { sessionStore } from '@panel/session';
import { db } from '../../../../../mocks/src/db';
import { LoginScreen } from './LoginScreen';

const here = dirname(fileURLToPath(import.meta.url));
const FRAGMENT = readFileSync(join(here, '../../../public/fragments/auth/login.html'), 'utf8');

/** The page as the shell's server sends it: the fragment, then the app's root. */
function serveFragment() {
  const fragment = document.createElement('div');
  fragment.setAttribute('data-boot-fragment', '');
  fragment.innerHTML = FRAGMENT;
  document.body.append(fragment);
  const field = (name: string) => fragment.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
  return { email: field('email'), password: field('password') };
}

const takeOver = () =>
  render(
    <MemoryRouter initialEntries={['/auth/login']}>
      <LoginScreen />
    </MemoryRouter>,
  );

const screenField = (label: string) => screen.getAllByLabelText(label).find((field) => !field.closest('[data-boot-fragment]')) as HTMLInputElement;

beforeEach(() => sessionStore.setState({ config: structuredClone(db.config) }));
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  sessionStore.setState({ config: null });
});

describe('the sign-in screen taking over the server-included form', () => {
  it('carries what was typed, the focused field and its caret', () => {
    const { email, password } = serveFragment();
    email.value = 'customer@panel.test';
    password.value = 'demo12';
    password.focus();
    password.setSelectionRange(2, 4);

    takeOver();

    const field = screenField('Password');
    expect(screenField('Email').value).toBe('customer@panel.test');
    expect(field.value).toBe('demo12');
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([2, 4]);
    expect(document.querySelector('[data-boot-fragment]')).toBeNull();
  });

  it('keeps the email field focused when the person was typing there', () => {
    const { email } = serveFragment();
    email.value = 'custo';
    email.focus();

    takeOver();

    expect(document.activeElement).toBe(screenField('Email'));
    expect(screenField('Email').value).toBe('custo');
  });

  it('starts empty and unfocused without a fragment', () => {
    takeOver();
    expect(screenField('Email').value).toBe('');
    expect(document.activeElement).toBe(document.body);
  });
});
