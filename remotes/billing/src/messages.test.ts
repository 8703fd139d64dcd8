import { catalogueMismatches } from '@panel/ui';
import { describe, expect, it } from 'vitest';
import { billingCatalogue } from './messages';

describe('the billing catalogue', () => {
  it('has every message in French too, with the same placeholders', () => {
    expect(catalogueMismatches(billingCatalogue)).toEqual([]);
  });
});
