import { describe, expect, it } from 'vitest';
import { billingCatalogue } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the billing catalogue', () => {
  it('has every message in French too, with the same values', () => {
    expect(Object.keys(billingCatalogue.fr).sort()).toEqual(Object.keys(billingCatalogue.en).sort());
    for (const [key, english] of Object.entries(billingCatalogue.en)) {
      expect(placeholders(billingCatalogue.fr[key as keyof typeof billingCatalogue.fr]), key).toEqual(placeholders(english));
    }
  });
});
