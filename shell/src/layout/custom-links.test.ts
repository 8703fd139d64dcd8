import { describe, expect, it } from 'vitest';
import type { User } from '@panel/api/contract';
import { filledLink } from './custom-links';

const user = { _id: 'u1', username: 'ada lovelace', email: 'ada@example.test', avatarUrl: '', rank: 'USER', balance: 3, coins: 12, verified: true, plans: [] } as User;

describe('an admin’s sidebar link for a user', () => {
  it('fills %USER.<field>% from the user, URL-encoded', () => {
    expect(filledLink('https://example.test/u/%USER.username%?id=%USER._id%&c=%USER.coins%', user)).toEqual({
      href: 'https://example.test/u/ada%20lovelace?id=u1&c=12',
      external: true,
    });
  });

  it('leaves an unknown field empty and keeps a panel path inside the app', () => {
    expect(filledLink('/articles?from=%USER.nothing.here%', user)).toEqual({ href: '/articles?from=', external: false });
  });

  it('never shows a link that asks for the token, nor one that is not http(s)', () => {
    expect(filledLink('https://example.test/?t=%USER_TOKEN%', user)).toBeNull();
    expect(filledLink('javascript:alert(1)', user)).toBeNull();
    expect(filledLink('//evil.example/x', user)).toBeNull();
  });
});
