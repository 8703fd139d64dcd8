import { catalogueMismatches } from '@panel/ui';
import { describe, expect, it } from 'vitest';
import { shellEnglish } from './messages';
import shellFrench from './messages.fr';

describe('the shell catalogue', () => {
  it('has every message in French too, with the same placeholders', () => {
    expect(catalogueMismatches({ en: shellEnglish, fr: shellFrench })).toEqual([]);
  });
});
