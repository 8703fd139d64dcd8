import { describe, expect, it } from 'vitest';
import { kitCatalogue } from './kit-messages';

describe('the kit catalogue', () => {
  it('has every message in French too, with the same values', () => {
    expect(Object.keys(kitCatalogue.fr).sort()).toEqual(Object.keys(kitCatalogue.en).sort());
    for (const [key, english] of Object.entries(kitCatalogue.en)) {
      const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(placeholders(kitCatalogue.fr[key as keyof typeof kitCatalogue.fr]), key).toEqual(placeholders(english));
    }
  });
});
