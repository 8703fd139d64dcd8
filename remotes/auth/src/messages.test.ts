import { describe, expect, it } from 'vitest';
import { catalogueMismatches, switchLanguage } from '@panel/ui';
import { authEnglish, authT } from './messages';
import authFrench from './messages.fr';

describe('the auth catalogue', () => {
  it('has every message in French too, with the same placeholders', () => {
    expect(catalogueMismatches({ en: authEnglish, fr: authFrench })).toEqual([]);
  });

  it('is registered when the remote loads, in the chosen language, with its plurals', async () => {
    expect(authT('waitMinutes', { count: 1 })).toBe('1 minute');
    await switchLanguage('fr');
    try {
      expect(authT('signInTitle')).toBe('Connexion');
      expect(authT('waitSeconds', { count: 2 })).toBe('2 secondes');
    } finally {
      await switchLanguage('en');
    }
  });
});
