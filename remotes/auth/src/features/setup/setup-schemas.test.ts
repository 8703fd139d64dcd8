import { describe, expect, it } from 'vitest';
import type { Currency } from '@panel/api/contract';
import { authT } from '../../messages';
import { adminStepSchema, instanceStepSchema } from './setup-schemas';

const CURRENCIES: Currency[] = [
  { name: 'Albanian Lek', abbreviation: 'ALL', symbol: 'ALL' },
  { name: 'Euro', abbreviation: 'EUR', symbol: '€' },
];

/** Field → first message, as the form shows them. */
function problems(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
  return found;
}

describe('the instance step', () => {
  const schema = instanceStepSchema(authT, CURRENCIES);
  it.each([
    [{ instanceName: 'Pixel Hosting', currency: 'Albanian Lek (ALL)' }, {}],
    [{ instanceName: 'Pixel Hosting', currency: 'eur' }, {}],
    [{ instanceName: 'Pixel Hosting', currency: 'Euro' }, {}],
    [{ instanceName: '   ', currency: 'ALL' }, { instanceName: 'Enter the name of your panel.' }],
    [{ instanceName: 'x'.repeat(61), currency: 'EUR' }, { instanceName: 'Use at most 60 characters.' }],
    [{ instanceName: 'Pixel', currency: 'XYZ' }, { currency: 'Choose a currency.' }],
    [{ instanceName: '', currency: '' }, { instanceName: 'Enter the name of your panel.', currency: 'Choose a currency.' }],
  ])('%j → %j', (step, expected) => {
    expect(problems(schema.safeParse(step))).toEqual(expected);
  });

  it('trims the name', () => {
    expect(schema.parse({ instanceName: '  Pixel  ', currency: 'ALL' }).instanceName).toBe('Pixel');
  });
});

const admin = { username: 'Olive Owner', email: 'owner@pixel.test', password: 'correct horse 42', confirmPassword: 'correct horse 42' };
const adminProblems = (change: Partial<typeof admin>) => problems(adminStepSchema(authT).safeParse({ ...admin, ...change }));

describe('the administrator step', () => {
  it('accepts a complete account', () => {
    expect(adminProblems({})).toEqual({});
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
    expect(Object.keys(adminProblems(change))).toEqual([field]);
  });

  it.each([
    ['correct horse 42', undefined],
    ['abcdefghi1', undefined],
    ['ÄÖÜäöüßéè9', undefined],
    ['abcdefgh1', 'Use at least 10 characters'],
    ['abcdefghij', 'Include at least one digit'],
    ['1234567890', 'Include at least one letter'],
  ])('the password %j → %s', (password, problem) => {
    expect(adminProblems({ password, confirmPassword: password }).password).toBe(problem);
  });

  it('reports a weak password and a mismatched confirmation together', () => {
    expect(adminProblems({ password: 'short1', confirmPassword: 'short2' })).toEqual({
      password: 'Use at least 10 characters',
      confirmPassword: 'The passwords do not match',
    });
  });
});
