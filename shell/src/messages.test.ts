import { describe, expect, it } from 'vitest';
import { shellCatalogue } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the shell catalogue', () => {
  it('has every message in French too, with the same placeholders', () => {
    expect(Object.keys(shellCatalogue.fr).sort()).toEqual(Object.keys(shellCatalogue.en).sort());
    for (const [key, english] of Object.entries(shellCatalogue.en)) {
      expect(placeholders(shellCatalogue.fr[key as keyof typeof shellCatalogue.fr]), key).toEqual(placeholders(english));
    }
  });
});
