import { describe, expect, it } from 'vitest';
import { articleBySlug, articleMatches, excerpt, plainText } from './article-search';

const article = { title: 'Earning and spending coins', content: 'Coins renew servers in **Frankfurt** and buy resources in the [coin shop](/shop).' };

describe('plainText', () => {
  it.each([
    ['# Welcome\n\nCreate your first server.', 'Welcome Create your first server.'],
    ['Some **bold**, _em_ and `code`', 'Some bold, em and code'],
    ['See [the shop](https://x.test/shop) ![logo](/logo.png) now', 'See the shop now'],
    ['<script>alert(1)</script>Hi <img src=x onerror="alert(2)">there', 'alert(1) Hi there'],
    ['- one\n- two\n1. three\n> quote', 'one two three quote'],
  ])('%j → %j', (markdown, text) => {
    expect(plainText(markdown)).toBe(text);
  });
});

describe('articleMatches', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['coins', true],
    ['COINS', true],
    ['frankfurt', true],
    ['coin shop', true],
    ['shop coin', true],
    ['spending frankfurt', true],
    ['berlin', false],
    ['coins berlin', false],
    ['/shop', false],
    ['bold', false],
  ])('%j → %s', (query, expected) => {
    expect(articleMatches(article, query)).toBe(expected);
  });

  it('ignores accents on either side', () => {
    expect(articleMatches({ title: 'Café', content: '' }, 'cafe')).toBe(true);
    expect(articleMatches({ title: 'Cafe', content: '' }, 'café')).toBe(true);
  });
});

describe('excerpt', () => {
  it.each([
    ['Short text.', 20, 'Short text.'],
    ['one two three four five', 13, 'one two three…'],
    ['abcdefghijklmnopqrstuvwxyz', 10, 'abcdefghij…'],
    ['# Welcome\n\nCreate your first server.', 160, 'Create your first server.'],
    ['## Only a heading', 160, 'Only a heading'],
  ])('%j cut at %i → %j', (markdown, length, expected) => {
    expect(excerpt(markdown, length)).toBe(expected);
  });
});

describe('articleBySlug', () => {
  const articles = [{ slug: 'welcome' }, { slug: 'coins' }];
  it.each([
    ['coins', 'coins'],
    ['Coins', 'coins'],
    ['nope', undefined],
    ['', undefined],
  ])('%j → %j', (slug, expected) => {
    expect(articleBySlug(articles, slug)?.slug).toBe(expected);
  });
});
