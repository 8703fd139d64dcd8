import { catalogueMismatches } from '@panel/ui';
import { describe, expect, it } from 'vitest';
import { billingEnglish } from './messages';
import billingFrench from './messages.fr';

describe('the billing catalogue', () => {
  it('has every message in French too, with the same placeholders', () => {
    expect(catalogueMismatches({ en: billingEnglish, fr: billingFrench })).toEqual([]);
  });
});
