import { catalogueMismatches } from '@panel/ui';
import { describe, expect, it } from 'vitest';
import { customerEnglish } from './messages';
import customerFrench from './messages.fr';

describe('the customer catalogue', () => {
  it('has every message in French too, with the same placeholders', () => {
    expect(catalogueMismatches({ en: customerEnglish, fr: customerFrench })).toEqual([]);
  });
});
