import { describe, expect, it } from 'vitest';
import { catalogueMismatches } from './catalogue-check';
import { kitEnglish } from './kit-messages';
import kitFrench from './kit-messages.fr';

describe('catalogueMismatches', () => {
  it('finds nothing in a complete catalogue, the kit’s own included', () => {
    expect(catalogueMismatches({ en: { hi: 'Hi {{name}}' }, fr: { hi: 'Salut {{name}}' } })).toEqual([]);
    expect(catalogueMismatches({ en: kitEnglish, fr: kitFrench })).toEqual([]);
  });

  it('names missing keys, extra keys and changed placeholders', () => {
    expect(
      catalogueMismatches({ en: { a: 'A', b: '{{count}} days' }, fr: { b: '{{nombre}} jours', c: 'C' } }),
    ).toEqual(['fr: a is missing', 'fr: b has other placeholders', 'fr: c is not in English']);
  });
});
