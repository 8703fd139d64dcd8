import { describe, expect, it } from 'vitest';
import { isEmail, isStrongPassword, MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from './checks';

describe('isEmail', () => {
  it.each([
    ['a plain address', 'casey@panel.test', true],
    ['surrounding spaces', '  casey@panel.test ', true],
    ['subdomains', 'a.b+c@mail.panel.test', true],
    ['no @', 'casey.panel.test', false],
    ['two @', 'a@b@panel.test', false],
    ['nothing before @', '@panel.test', false],
    ['no dot in the domain', 'casey@panel', false],
    ['a dot right after @', 'casey@.test', false],
    ['a dot at the end', 'casey@panel.', false],
    ['a space inside', 'ca sey@panel.test', false],
    ['the longest address', `${'a'.repeat(MAX_EMAIL_LENGTH - 11)}@panel.test`, true],
    ['one character longer', `${'a'.repeat(MAX_EMAIL_LENGTH - 10)}@panel.test`, false],
    ['not a string', 42, false],
  ])('%s', (_case, value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });

  it('decides on a 128 KB crafted address within milliseconds', () => {
    // The shape that made the former regular expression backtrack for about 50 s.
    const crafted = `a@${'.'.repeat(128 * 1024)}@`;
    const started = performance.now();
    expect(isEmail(crafted)).toBe(false);
    expect(isEmail(`${crafted.slice(0, MAX_EMAIL_LENGTH - 1)}@`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('isStrongPassword', () => {
  it('accepts 8 to 256 characters with a letter and a digit', () => {
    expect(isStrongPassword('secret-42')).toBe(true);
    expect(isStrongPassword(`a1${'x'.repeat(MAX_PASSWORD_LENGTH - 2)}`)).toBe(true);
    expect(isStrongPassword(`a1${'x'.repeat(MAX_PASSWORD_LENGTH - 1)}`)).toBe(false);
  });
});
