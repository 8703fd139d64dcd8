import { MIN_PASSWORD_LENGTH, passwordIssue, type PasswordIssue } from '@panel/rules';

/**
 * What the settings forms check before sending; the server checks the same again
 * (mocks/openapi.yaml: editProfile, changePassword, renameUserPasskey). Each answers a code
 * the section turns into the person's language, or null when the value may be sent.
 */

/** A username is 3 to 16 of a–z, 0–9, dot and underscore: the reference's profile rule (sign-up is laxer). */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 16;
const USERNAME_CHARACTERS = /^[a-z0-9._]*$/;

export type UsernameIssue = 'required' | 'characters' | 'length';

export function usernameIssue(username: string): UsernameIssue | null {
  if (username === '') return 'required';
  // The characters first: a seeded "Casey Customer" learns about capitals and spaces, not length.
  if (!USERNAME_CHARACTERS.test(username)) return 'characters';
  if (username.length < USERNAME_MIN || username.length > USERNAME_MAX) return 'length';
  return null;
}

/** Where a picture may come from: an https address, of at most this many characters. */
export const AVATAR_URL_MAX = 8192;

export type AvatarIssue = 'notHttps' | 'tooLong';

/** An empty field keeps the current picture. */
export function avatarIssue(url: string): AvatarIssue | null {
  const typed = url.trim();
  if (typed === '') return null;
  if (typed.length > AVATAR_URL_MAX) return 'tooLong';
  return /^https:\/\/[^\s/]+/i.test(typed) && parses(typed) ? null : 'notHttps';
}

function parses(url: string): boolean {
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}

/** The picture to send: what was typed, else the current one (the call needs all three fields). */
export const avatarToSend = (typed: string, current: string): string => typed.trim() || current;

/** What the field shows at first: an https address as it is; a picture stored inline is no address to edit. */
export const avatarFieldValue = (current: string): string => (/^https:\/\//i.test(current) ? current : '');

/** Whether the address changes, which unverifies the account until the new one is confirmed. */
export const isNewEmail = (current: string, typed: string): boolean => typed.trim().toLowerCase() !== current.trim().toLowerCase();

export interface PasswordChangeFields {
  current: string;
  password: string;
  confirmation: string;
}

export type PasswordChangeIssue = 'required' | PasswordIssue | 'sameAsCurrent' | 'differ';
export type PasswordChangeProblems = Partial<Record<keyof PasswordChangeFields, PasswordChangeIssue>>;

/** Every problem of a password change, by field; empty when it may be sent. */
export function passwordChangeProblems({ current, password, confirmation }: PasswordChangeFields): PasswordChangeProblems {
  const problems: PasswordChangeProblems = {};
  if (current === '') problems.current = 'required';
  const weak = passwordIssue(password, MIN_PASSWORD_LENGTH);
  if (weak) problems.password = weak;
  else if (password === current) problems.password = 'sameAsCurrent';
  if (confirmation !== password) problems.confirmation = 'differ';
  return problems;
}

export const PASSKEY_NAME_MAX = 64;

export type PasskeyNameIssue = 'required' | 'tooLong';

export function passkeyNameIssue(name: string): PasskeyNameIssue | null {
  const typed = name.trim();
  if (typed === '') return 'required';
  return typed.length > PASSKEY_NAME_MAX ? 'tooLong' : null;
}

/**
 * The Gravatar address of an email (its SHA-256, which Gravatar accepts like the older MD5),
 * with a generated pattern for an address that has none.
 */
export async function gravatarUrl(email: string): Promise<string> {
  const bytes = new TextEncoder().encode(email.trim().toLowerCase());
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const hex = [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `https://gravatar.com/avatar/${hex}?d=identicon&s=160`;
}
