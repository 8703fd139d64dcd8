import { describe, expect, it } from 'vitest';
import {
  avatarFieldValue,
  avatarIssue,
  avatarToSend,
  gravatarUrl,
  isNewEmail,
  passkeyNameIssue,
  passwordChangeProblems,
  usernameIssue,
  type PasswordChangeFields,
  type PasswordChangeProblems,
} from './settings-rules';

describe('usernameIssue', () => {
  it.each([
    ['casey', null],
    ['casey.customer_1', null],
    ['abc', null],
    ['a'.repeat(16), null],
    ['', 'required'],
    ['ab', 'length'],
    ['a'.repeat(17), 'length'],
    ['Casey Customer', 'characters'],
    ['Casey', 'characters'],
    ['casey-c', 'characters'],
    ['casey ', 'characters'],
    ['élodie', 'characters'],
  ])('%j → %j', (username, issue) => {
    expect(usernameIssue(username)).toBe(issue);
  });
});

describe('avatarIssue', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['https://example.com/me.png', null],
    ['HTTPS://example.com/me.png', null],
    ['http://example.com/me.png', 'notHttps'],
    ['data:image/png;base64,AAAA', 'notHttps'],
    ['https://', 'notHttps'],
    ['example.com/me.png', 'notHttps'],
    [`https://example.com/${'a'.repeat(8192)}`, 'tooLong'],
  ])('%j → %j', (url, issue) => {
    expect(avatarIssue(url)).toBe(issue);
  });
});

describe('the avatar field', () => {
  it.each([
    ['https://example.com/me.png', 'https://example.com/me.png'],
    ['data:image/svg+xml,%3Csvg%3E', ''],
  ])('shows %j as %j', (current, shown) => {
    expect(avatarFieldValue(current)).toBe(shown);
  });

  it.each([
    ['', 'data:image/svg+xml,x', 'data:image/svg+xml,x'],
    ['  https://a.test/b.png ', 'data:image/svg+xml,x', 'https://a.test/b.png'],
  ])('typed %j with %j current sends %j', (typed, current, sent) => {
    expect(avatarToSend(typed, current)).toBe(sent);
  });
});

describe('isNewEmail', () => {
  it.each([
    ['customer@panel.test', 'customer@panel.test', false],
    ['customer@panel.test', ' Customer@Panel.test ', false],
    ['customer@panel.test', 'casey@panel.test', true],
  ])('%j → %j: %j', (current, typed, changed) => {
    expect(isNewEmail(current, typed)).toBe(changed);
  });
});

describe('passwordChangeProblems', () => {
  it.each<[PasswordChangeFields, PasswordChangeProblems]>([
    [{ current: 'demo1234', password: 'better5678', confirmation: 'better5678' }, {}],
    [{ current: '', password: 'better5678', confirmation: 'better5678' }, { current: 'required' }],
    [{ current: 'demo1234', password: 'short1', confirmation: 'short1' }, { password: 'tooShort' }],
    [{ current: 'demo1234', password: '12345678', confirmation: '12345678' }, { password: 'noLetter' }],
    [{ current: 'demo1234', password: 'abcdefgh', confirmation: 'abcdefgh' }, { password: 'noDigit' }],
    [{ current: 'demo1234', password: 'demo1234', confirmation: 'demo1234' }, { password: 'sameAsCurrent' }],
    [{ current: 'demo1234', password: 'better5678', confirmation: 'better567' }, { confirmation: 'differ' }],
    [{ current: '', password: '', confirmation: 'x' }, { current: 'required', password: 'tooShort', confirmation: 'differ' }],
  ])('%j → %j', (fields, problems) => {
    expect(passwordChangeProblems(fields)).toEqual(problems);
  });
});

describe('passkeyNameIssue', () => {
  it.each([
    ['Laptop', null],
    ['  Phone  ', null],
    ['', 'required'],
    ['   ', 'required'],
    ['a'.repeat(64), null],
    ['a'.repeat(65), 'tooLong'],
  ])('%j → %j', (name, issue) => {
    expect(passkeyNameIssue(name)).toBe(issue);
  });
});

describe('gravatarUrl', () => {
  it('hashes the trimmed, lower-case address with SHA-256', async () => {
    const expected = 'https://gravatar.com/avatar/' + (await sha256Hex('customer@panel.test')) + '?d=identicon&s=160';
    expect(await gravatarUrl(' Customer@Panel.test ')).toBe(expected);
    expect(expected).toMatch(/^https:\/\/gravatar\.com\/avatar\/[0-9a-f]{64}\?/);
  });
});

async function sha256Hex(text: string): Promise<string> {
  const { createHash } = await import('node:crypto');
  return createHash('sha256').update(text).digest('hex');
}
