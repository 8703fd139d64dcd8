import { describe, expect, it } from 'vitest';
import { hasErrors, validateAdminStep, validateInstanceStep, type AdminStep } from './validate-setup';

const KNOWN = new Set(['ALL', 'EUR']);

describe('validateInstanceStep', () => {
  it.each([
    [{ instanceName: 'Pixel Hosting', currency: 'ALL' }, {}],
    [{ instanceName: '   ', currency: 'ALL' }, { instanceName: 'Enter the name of your panel.' }],
    [{ instanceName: 'x'.repeat(61), currency: 'EUR' }, { instanceName: 'Use at most 60 characters.' }],
    [{ instanceName: 'Pixel', currency: 'XYZ' }, { currency: 'Choose a currency.' }],
    [{ instanceName: '', currency: '' }, { instanceName: 'Enter the name of your panel.', currency: 'Choose a currency.' }],
  ])('%j → %j', (step, errors) => {
    expect(validateInstanceStep(step, KNOWN)).toEqual(errors);
  });
});

const admin: AdminStep = { username: 'Olive Owner', email: 'owner@pixel.test', password: 'correct horse 42', confirmPassword: 'correct horse 42' };

describe('validateAdminStep', () => {
  it('accepts a complete account', () => {
    expect(hasErrors(validateAdminStep(admin))).toBe(false);
  });

  it.each([
    ['a short username', { username: 'ab' }, 'username'],
    ['a long username', { username: 'x'.repeat(33) }, 'username'],
    ['an email without domain', { email: 'owner@' }, 'email'],
    ['a weak password', { password: 'short1', confirmPassword: 'short1' }, 'password'],
    ['a password without digits', { password: 'abcdefghijkl', confirmPassword: 'abcdefghijkl' }, 'password'],
    ['the email as password', { email: 'owner1@pixel.test', password: 'owner1@pixel.test', confirmPassword: 'owner1@pixel.test' }, 'password'],
    ['the username as password', { username: 'olive12345', password: 'olive12345', confirmPassword: 'olive12345' }, 'password'],
    ['a mismatched confirmation', { confirmPassword: 'correct horse 43' }, 'confirmPassword'],
  ] as const)('flags %s', (_case, change, field) => {
    expect(Object.keys(validateAdminStep({ ...admin, ...change }))).toEqual([field]);
  });
});

describe("the administrator's password", () => {
  it.each([
    ['correct horse 42', undefined],
    ['abcdefghi1', undefined],
    ['ÄÖÜäöüßéè9', undefined],
    ['abcdefgh1', 'Use at least 10 characters'],
    ['abcdefghij', 'Include at least one digit'],
    ['1234567890', 'Include at least one letter'],
  ])('%j → %s', (password, problem) => {
    expect(validateAdminStep({ ...admin, password, confirmPassword: password }).password).toBe(problem);
  });

  it('reports a weak password and a mismatched confirmation together', () => {
    expect(validateAdminStep({ ...admin, password: 'short1', confirmPassword: 'short2' })).toEqual({
      password: 'Use at least 10 characters',
      confirmPassword: 'The passwords do not match',
    });
  });
});
