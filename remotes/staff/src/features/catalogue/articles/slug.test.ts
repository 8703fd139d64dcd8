import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugOf } from './slug';

describe('slugOf', () => {
  it.each([
    ['Summer Update 2.0!', 'summer-update-2-0'],
    ['  Élégant   café  ', 'elegant-cafe'],
    ['---', ''],
  ])('%j → %j', (title, slug) => {
    expect(slugOf(title)).toBe(slug);
  });

  it('gives what the API accepts, at most 80 characters', () => {
    const slug = slugOf(`${'word '.repeat(30)}end`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(SLUG_PATTERN);
  });
});
