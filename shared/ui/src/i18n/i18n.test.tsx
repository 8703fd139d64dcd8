import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { language, registerMessages, translate, useT } from './i18n';

registerMessages('test', {
  en: { greeting: 'Hello {{name}}', days_one: '{{count}} day', days_other: '{{count}} days' },
  fr: { greeting: 'Bonjour {{name}}', days_one: '{{count}} jour', days_other: '{{count}} jours' },
});

describe('messages', () => {
  it('follow the chosen language, with plurals by the language rules, and set <html lang>', () => {
    const { result } = renderHook(() => useT('test'));
    act(() => language.set('en'));
    expect(result.current('greeting', { name: 'Ada' })).toBe('Hello Ada');
    expect(result.current('days', { count: 1 })).toBe('1 day');
    expect(result.current('days', { count: 0 })).toBe('0 days');

    act(() => language.set('fr'));
    expect(document.documentElement.lang).toBe('fr');
    expect(result.current('greeting', { name: 'Ada' })).toBe('Bonjour Ada');
    // French puts 0 in the singular.
    expect(result.current('days', { count: 0 })).toBe('0 jour');
    expect(localStorage.getItem('language')).toBe('fr');
  });

  it('are there outside React too', () => {
    language.set('en');
    expect(translate('test', 'days', { count: 2 })).toBe('2 days');
  });

  it('do not render markup from values as markup-escaped entities', () => {
    language.set('en');
    expect(translate('test', 'greeting', { name: '<b>' })).toBe('Hello <b>');
  });
});
