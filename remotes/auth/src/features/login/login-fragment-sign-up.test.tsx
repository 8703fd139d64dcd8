import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { includeServerFragment } from '@panel/ui/testing';

const here = dirname(fileURLToPath(import.meta.url));
const FRAGMENT = readFileSync(join(here, '../../../public/fragments/auth/login.html'), 'utf8');
const FRAGMENT_TOOLS = readFileSync(join(here, '../../../../../shell/boot/fragment-tools.js'), 'utf8');

afterEach(() => {
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe('the static sign-in fragment on the sign-up address', () => {
  it('stays on /auth/login, where it is the form the app draws', () => {
    window.history.replaceState(null, '', '/auth/login?comingFrom=%2Finvoice%2Finv-1');
    includeServerFragment(FRAGMENT, FRAGMENT_TOOLS);
    expect(document.querySelector('[data-boot-fragment] form[data-login-form]')).not.toBeNull();
  });

  it('takes itself away on /auth/login?signup, so nothing is typed into a sign-in form the sign-up form replaces', () => {
    window.history.replaceState(null, '', '/auth/login?signup');
    includeServerFragment(FRAGMENT, FRAGMENT_TOOLS);
    expect(document.querySelector('[data-boot-fragment]')).toBeNull();
  });
});
