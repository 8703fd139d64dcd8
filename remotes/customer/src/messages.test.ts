import { catalogueMismatches } from '@panel/ui';
import { describe, expect, it } from 'vitest';
import { customerCatalogue } from './messages';

describe('the customer catalogue', () => {
  it('has every message in French too, with the same placeholders', () => {
    expect(catalogueMismatches(customerCatalogue)).toEqual([]);
  });
});
