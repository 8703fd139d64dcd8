import { describe, expect, it } from 'vitest';
import { catalogueText } from './fragment-dom';
import { pluralKeys } from './i18n/plural-keys';

const catalogue = { days_one: '{{count}} day', days_other: '{{count}} days', left: '{{count}} left', hello: 'Hello {{name}}' };

describe("a fragment's texts, picked and filled as the kit's translate does", () => {
  it.each([
    ['en', 1, '1 day'],
    ['en', 0, '0 days'],
    ['fr', 0, '0 day'],
    ['fr', 2, '2 days'],
  ])('in %s, %i picks its plural form', (language, count, text) => {
    expect(catalogueText(catalogue, language)('days', { count })).toBe(text);
  });

  it('uses the bare key when a message has no plural forms, and fills the values it is given', () => {
    const t = catalogueText(catalogue, 'en');
    expect(t('left', { count: 3 })).toBe('3 left');
    expect(t('hello', { name: 'Ada' })).toBe('Hello Ada');
  });

  it('tries the forms in the kit’s order: the language’s category, other, the bare key', () => {
    expect(pluralKeys('days', 1, 'en')).toEqual(['days_one', 'days_other', 'days']);
    expect(pluralKeys('days', 5, 'fr')).toEqual(['days_other', 'days_other', 'days']);
  });
});
