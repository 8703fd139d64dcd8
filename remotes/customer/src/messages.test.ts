import { describe, expect, it } from 'vitest';
import { customerCatalogue } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the customer catalogue', () => {
  it('has every message in French too, with the same placeholders', () => {
    expect(Object.keys(customerCatalogue.fr).sort()).toEqual(Object.keys(customerCatalogue.en).sort());
    for (const [key, english] of Object.entries(customerCatalogue.en)) {
      expect(placeholders(customerCatalogue.fr[key as keyof typeof customerCatalogue.fr]), key).toEqual(placeholders(english));
    }
  });
});
