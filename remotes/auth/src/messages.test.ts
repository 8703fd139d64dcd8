import { describe, expect, it } from 'vitest';
import { language } from '@panel/ui';
import { authCatalogue, authT } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the auth catalogue', () => {
  it('has every message in French too, with the same values', () => {
    expect(Object.keys(authCatalogue.fr).sort()).toEqual(Object.keys(authCatalogue.en).sort());
    for (const [key, english] of Object.entries(authCatalogue.en)) {
      expect(placeholders(authCatalogue.fr[key as keyof typeof authCatalogue.fr]), key).toEqual(placeholders(english));
    }
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
