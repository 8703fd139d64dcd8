import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLanguageLoaded, language, loadLanguage, registerMessages, switchLanguage, translate, useT, type Messages } from './i18n';

registerMessages('test', {
  en: { greeting: 'Hello {{name}}', days_one: '{{count}} day', days_other: '{{count}} days' },
  fr: { greeting: 'Bonjour {{name}}', days_one: '{{count}} jour', days_other: '{{count}} jours' },
});

/** A French bundle that arrives when the test says so. */
function frenchOnDemand(messages: Messages) {
  let arrive!: () => void;
  let fail!: (error: Error) => void;
  const loader = vi.fn(
    () =>
      new Promise<{ default: Messages }>((resolve, reject) => {
        arrive = () => resolve({ default: messages });
        fail = reject;
      }),
  );
  return { loader, arrive: () => arrive(), fail: (error: Error) => fail(error) };
}

afterEach(() => {
  language.set('en');
  vi.restoreAllMocks();
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

describe('a language in its own chunk', () => {
  it('is not downloaded for a person who reads English', async () => {
    const loader = vi.fn(() => Promise.resolve({ default: { title: 'Titre' } }));
    registerMessages('english-reader', { en: { title: 'Title' }, fr: loader });
    await loadLanguage('en');
    expect(loader).not.toHaveBeenCalled();
    expect(translate('english-reader', 'title')).toBe('Title');
  });

  it('is downloaded at once when it is the language, and useT re-renders when it arrives', async () => {
    language.set('fr');
    const french = frenchOnDemand({ title: 'Titre' });
    registerMessages('french-reader', { en: { title: 'Title' }, fr: french.loader });
    expect(french.loader).toHaveBeenCalledTimes(1);
    expect(isLanguageLoaded('fr')).toBe(false);

    const { result } = renderHook(() => useT('french-reader'));
    expect(result.current('title')).toBe('Title');
    await act(async () => {
      french.arrive();
      await loadLanguage('fr');
    });
    expect(result.current('title')).toBe('Titre');
    expect(translate('french-reader', 'title')).toBe('Titre');
    expect(isLanguageLoaded('fr')).toBe(true);
  });

  it('that fails to load leaves English in its place, with a warning, and is asked for again when chosen again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const french = frenchOnDemand({ title: 'Titre' });
    registerMessages('offline', { en: { title: 'Title' }, fr: french.loader });

    const switching = switchLanguage('fr');
    french.fail(new Error('ChunkLoadError'));
    await expect(switching).resolves.toBeUndefined();
    expect(language.get()).toBe('fr');
    expect(translate('offline', 'title')).toBe('Title');
    expect(isLanguageLoaded('fr')).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"offline"'), expect.any(Error));

    const again = switchLanguage('fr');
    expect(french.loader).toHaveBeenCalledTimes(2);
    french.arrive();
    await again;
    expect(translate('offline', 'title')).toBe('Titre');
  });

  it('is loaded before a switch, so the screen changes language all at once', async () => {
    const french = frenchOnDemand({ title: 'Titre' });
    registerMessages('switching', { en: { title: 'Title' }, fr: french.loader });
    const { result } = renderHook(() => useT('switching'));

    let switched = false;
    const switching = switchLanguage('fr').then(() => (switched = true));
    await Promise.resolve();
    expect(french.loader).toHaveBeenCalledTimes(1);
    expect(switched).toBe(false);
    expect(language.get()).toBe('en');
    expect(result.current('title')).toBe('Title');

    await act(async () => {
      french.arrive();
      await switching;
    });
    expect(language.get()).toBe('fr');
    expect(result.current('title')).toBe('Titre');
  });
});
