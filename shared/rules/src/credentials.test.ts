import { describe, expect, it } from 'vitest';
import { confirmationProblem, emailProblem, newPasswordProblems, passwordProblem, signUpProblems } from './credentials';

describe('emailProblem', () => {
  it.each([
    ['name@example.com', null],
    ['  padded@example.com  ', null],
    ['a.b+tag@sub.example.co', null],
    ['', 'Enter your email address'],
    ['   ', 'Enter your email address'],
    ['no-at-sign', 'Enter a valid email address, like name@example.com'],
    ['two@@example.com', 'Enter a valid email address, like name@example.com'],
    ['name@nodot', 'Enter a valid email address, like name@example.com'],
    ['with space@example.com', 'Enter a valid email address, like name@example.com'],
  ])('%j → %j', (email, expected) => {
    expect(emailProblem(email)).toBe(expected);
  });
});

describe('passwordProblem', () => {
  it.each([
    ['secret42', null],
    ['ÄÖÜäöü12', null],
    ['correct horse battery 9', null],
    ['', 'Use at least 8 characters'],
    ['abc1234', 'Use at least 8 characters'],
    ['12345678', 'Include at least one letter'],
    ['!!!!????1', 'Include at least one letter'],
    ['abcdefgh', 'Include at least one digit'],
    ['password!', 'Include at least one digit'],
  ])('%j → %j', (password, expected) => {
    expect(passwordProblem(password)).toBe(expected);
  });
});

describe('confirmationProblem', () => {
  it.each([
    ['secret42', 'secret42', null],
    ['secret42', 'secret43', 'The passwords do not match'],
    ['secret42', '', 'The passwords do not match'],
    ['Secret42', 'secret42', 'The passwords do not match'],
  ])('%j / %j → %j', (password, confirmation, expected) => {
    expect(confirmationProblem(password, confirmation)).toBe(expected);
  });
});

describe('newPasswordProblems', () => {
  it.each([
    [{ password: 'secret42', confirmation: 'secret42' }, {}],
    [{ password: 'short1', confirmation: 'short1' }, { password: 'Use at least 8 characters' }],
    [{ password: 'secret42', confirmation: 'secret24' }, { confirmation: 'The passwords do not match' }],
    // A weak password is reported first; its confirmation is judged once it is strong enough.
    [{ password: 'short', confirmation: 'other' }, { password: 'Use at least 8 characters' }],
  ])('%j → %j', (fields, expected) => {
    expect(newPasswordProblems(fields)).toEqual(expected);
  });
});

describe('signUpProblems', () => {
  it.each([
    [{ email: 'new@panel.test', password: 'secret42', confirmation: 'secret42' }, {}],
    [
      { email: 'nope', password: 'secret', confirmation: 'x' },
      { email: 'Enter a valid email address, like name@example.com', password: 'Use at least 8 characters' },
    ],
    [{ email: 'new@panel.test', password: 'secret42', confirmation: '' }, { confirmation: 'The passwords do not match' }],
  ])('%j → %j', (fields, expected) => {
    expect(signUpProblems(fields)).toEqual(expected);
  });
});
