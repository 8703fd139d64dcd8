import { describe, expect, it } from 'vitest';
import type { User } from '@panel/api/contract';
import { rememberComingFrom, takeComingFrom } from './coming-from';
import { sessionStore } from './session-store';

const user = { _id: 'u', username: 'someone' } as User;

describe('comingFrom', () => {
  it('remembers a safe path with its query and hands it out once', () => {
    rememberComingFrom('/invoice/abc?success=1');
    expect(localStorage.getItem('comingFrom')).toBe('/invoice/abc?success=1');
    expect(takeComingFrom()).toBe('/invoice/abc?success=1');
    expect(localStorage.getItem('comingFrom')).toBeNull();
    expect(takeComingFrom()).toBeNull();
  });

  it('remembers the current page when no path is given', () => {
    window.history.replaceState(null, '', '/settings?tab=security');
    rememberComingFrom();
    expect(takeComingFrom()).toBe('/settings?tab=security');
    window.history.replaceState(null, '', '/');
  });

  it.each(['//evil.com', 'https://evil.com', 'javascript:alert(1)'])(
    'does not remember %j',
    (path) => {
      rememberComingFrom(path);
      expect(localStorage.getItem('comingFrom')).toBeNull();
    },
  );

  it('validates a stored value on take (storage may be tampered with) and still removes it', () => {
    localStorage.setItem('comingFrom', '//evil.com/phish');
    expect(takeComingFrom()).toBeNull();
    expect(localStorage.getItem('comingFrom')).toBeNull();
  });

  it('normalises the stored path on take', () => {
    localStorage.setItem('comingFrom', '/a/../invoice/1');
    expect(takeComingFrom()).toBe('/invoice/1');
  });

  it('remembers no page after the user chose to sign out, until the next sign-in', () => {
    sessionStore.getState().signIn({ token: 't', userId: 'u', user });
    sessionStore.getState().signOut();
    rememberComingFrom('/invoice/inv-1');
    expect(localStorage.getItem('comingFrom')).toBeNull();

    sessionStore.getState().signIn({ token: 't2', userId: 'u', user });
    rememberComingFrom('/invoice/inv-1');
    expect(localStorage.getItem('comingFrom')).toBe('/invoice/inv-1');
    sessionStore.getState().clear();
  });
});
