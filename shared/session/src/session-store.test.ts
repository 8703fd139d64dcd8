import { describe, expect, it } from 'vitest';
import type { User } from '@panel/api/contract';
import { createSessionStore } from './session-store';
import { readStoredUser } from './storage';

const user: User = {
  _id: 'u-customer',
  username: 'Casey Customer',
  email: 'customer@panel.test',
  avatarUrl: 'data:image/svg+xml,',
  rank: 'USER',
  balance: 25.5,
  coins: 340,
  verified: true,
  plans: [],
};

const signedIn = () => {
  const store = createSessionStore();
  store.getState().signIn({ token: 'tok-1', userId: user._id, user });
  return store;
};

describe('session store persistence', () => {
  it('signIn writes token, userId and user and nothing else', () => {
    const store = signedIn();
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(localStorage.getItem('userId')).toBe('u-customer');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(Object.keys(localStorage).sort()).toEqual(['token', 'user', 'userId']);
    expect(store.getState()).toMatchObject({ token: 'tok-1', userId: 'u-customer', user });
  });

  it('setUser updates the state and the stored `user`', () => {
    const store = signedIn();
    const richer = { ...user, balance: 100 };
    store.getState().setUser(richer);
    expect(store.getState().user).toEqual(richer);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(richer);
  });

  it('clear() forgets the session and clears all of localStorage', () => {
    const store = signedIn();
    localStorage.setItem('referrer', 'ref-1');
    localStorage.setItem('comingFrom', '/invoice/1');
    store.getState().clear();
    expect(localStorage.length).toBe(0);
    expect(store.getState()).toMatchObject({ token: null, userId: null, user: null });
  });

  it('setConfig keeps the config in memory only', () => {
    const store = createSessionStore();
    const config = { currentVersion: '1.0.0' } as never;
    store.getState().setConfig(config);
    expect(store.getState().config).toBe(config);
    expect(localStorage.length).toBe(0);
  });

  it('reads its initial state from storage', () => {
    localStorage.setItem('token', 'tok-2');
    localStorage.setItem('userId', 'u-customer');
    localStorage.setItem('user', JSON.stringify(user));
    expect(createSessionStore().getState()).toMatchObject({ token: 'tok-2', userId: 'u-customer', user, config: null });
  });

  it('starts signed out with empty storage', () => {
    expect(createSessionStore().getState()).toMatchObject({ token: null, userId: null, user: null });
  });

  it('gives each store instance its own id', () => {
    expect(createSessionStore().getState().instanceId).not.toBe(createSessionStore().getState().instanceId);
  });
});

describe('stored user info', () => {
  it.each([
    ['not JSON', '{"_id": "u-1", '],
    ['JSON but not an object', '"u-1"'],
    ['null', 'null'],
    ['an object without _id', JSON.stringify({ username: 'x' })],
    ['an object without username', JSON.stringify({ _id: 'u-1' })],
  ])('is corrupt when it is %s, and the store then has no user', (_name, raw) => {
    localStorage.setItem('token', 'tok-3');
    localStorage.setItem('user', raw);
    expect(readStoredUser()).toEqual({ status: 'corrupt' });
    const state = createSessionStore().getState();
    expect(state.user).toBeNull();
    expect(state.token).toBe('tok-3');
  });

  it('is missing when nothing is stored', () => {
    expect(readStoredUser()).toEqual({ status: 'missing' });
  });

  it('is ok when it is a user object', () => {
    localStorage.setItem('user', JSON.stringify(user));
    expect(readStoredUser()).toEqual({ status: 'ok', user });
  });
});

describe('signing out', () => {
  it('forgets the session and marks it chosen, until the next sign-in', () => {
    const store = createSessionStore();
    store.getState().signIn({ token: 't', userId: 'u', user });
    store.getState().signOut();
    expect(store.getState()).toMatchObject({ token: null, userId: null, user: null, signedOut: true });
    store.getState().signIn({ token: 't2', userId: 'u', user });
    expect(store.getState().signedOut).toBe(false);
  });
});
