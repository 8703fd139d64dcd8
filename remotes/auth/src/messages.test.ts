import { describe, expect, it } from 'vitest';
import { catalogueMismatches, language } from '@panel/ui';
import { authCatalogue, authT } from './messages';

describe('the auth catalogue', () => {
  it('has every message in French too, with the same placeholders', () => {
    expect(catalogueMismatches(authCatalogue)).toEqual([]);
  });

  it('is registered when the remote loads, in the chosen language, with its plurals', () => {
    expect(authT('waitMinutes', { count: 1 })).toBe('1 minute');
    language.set('fr');
    try {
      expect(authT('signInTitle')).toBe('Connexion');
      expect(authT('waitSeconds', { count: 2 })).toBe('2 secondes');
    } finally {
      language.set('en');
    }
  });
});
