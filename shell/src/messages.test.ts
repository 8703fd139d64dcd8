import { catalogueMismatches } from '@panel/ui';
import { describe, expect, it } from 'vitest';
import { shellCatalogue } from './messages';

describe('the shell catalogue', () => {
  it('has every message in French too, with the same placeholders', () => {
    expect(catalogueMismatches(shellCatalogue)).toEqual([]);
  });
});
