import i18next, { type TOptions } from 'i18next';
import { useCallback } from 'react';
import { createBrowserPreference } from '../preferences/browser-preference';

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * One catalogue: keys to messages, in every language. Plurals follow i18next's CLDR suffixes
 * (`key_one`, `key_other`, …, chosen with Intl.PluralRules), values go in as `{{name}}`.
 */
export type Catalogue = Record<Language, Record<string, string>>;

const i18n = i18next.createInstance();
void i18n.init({
  initAsync: false,
  resources: {},
  fallbackLng: 'en',
  supportedLngs: LANGUAGES,
  // React escapes what it renders; escaping here too would show entities.
  interpolation: { escapeValue: false },
  returnNull: false,
});

const browserLanguage = (): Language =>
  LANGUAGES.find((language) => navigator.language.toLowerCase().startsWith(language)) ?? 'en';

/** The person's language, remembered per browser; sets <html lang> and the catalogue language. */
export const language = createBrowserPreference<Language>('language', LANGUAGES, browserLanguage, (chosen) => {
  document.documentElement.lang = chosen;
  void i18n.changeLanguage(chosen);
});

export const useLanguage = language.use;

/**
 * Adds a namespace of messages (the kit's, or a remote's at load: `registerMessages('billing',
 * billingCatalogue)` in the remote's entry), in every language at once.
 */
export function registerMessages(namespace: string, catalogue: Catalogue): void {
  for (const lang of LANGUAGES) i18n.addResourceBundle(lang, namespace, catalogue[lang], true, true);
}

export type Translate = (key: string, values?: TOptions) => string;

/** `t` for one namespace, re-rendering when the language changes. */
export function useT(namespace: string): Translate {
  const lang = useLanguage();
  return useCallback<Translate>((key, values) => i18n.t(key, { ...values, ns: namespace, lng: lang }), [namespace, lang]);
}

/** Outside React (formatters, toasts): the message in the current language. */
export const translate = (namespace: string, key: string, values?: TOptions): string =>
  i18n.t(key, { ...values, ns: namespace, lng: language.get() });
