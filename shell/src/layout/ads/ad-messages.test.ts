import { catalogueMismatches } from '@panel/ui';
import { describe, expect, it } from 'vitest';
import { adsEnglish, adsFrench } from './ad-messages';

describe('the ads catalogue', () => {
  it('has every message in French too, with the same placeholders', () => {
    expect(catalogueMismatches({ en: adsEnglish, fr: adsFrench })).toEqual([]);
  });
});
