import rosetta from 'rosetta';
import { useCallback, useSyncExternalStore } from 'react';
import { createBrowserPreference } from '../preferences/browser-preference';
import { pluralKeys } from './plural-keys';

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Keys to messages in one language. */
export type Messages = Record<string, string>;

/**
 * One catalogue: keys to messages, in every language. Plurals take CLDR suffixes (`key_one`,
 * `key_other`, …, chosen for `count` with Intl.PluralRules), values go in as `{{name}}`.
 */
export type Catalogue = Record<Language, Messages>;

/** A language's messages in their own chunk: `() => import('./messages.fr')`. */
export type MessagesLoader = () => Promise<{ default: Messages }>;

/**
 * What an app registers: English in the bundle (it is the fallback), any other language either
 * inline or as a loader, so a person only downloads the language they read.
 */
export type RegisteredCatalogue = { en: Messages } & { [L in Exclude<Language, 'en'>]: Messages | MessagesLoader };

/** Values for a message's `{{name}}` placeholders; `count` also picks the plural form. */
export type MessageValues = Record<string, unknown> & { count?: number };

// Lookup and `{{name}}` templating are rosetta's (0.3 KB, where i18next cost every page 15 KB);
// the tree is language → namespace → key.
const tree = rosetta<Record<string, Messages>>();

/** Adds `messages` to a namespace of `lang`, over what it had. */
function addMessages(lang: Language, namespace: string, messages: Messages): void {
  const table = tree.table(lang) ?? {};
  tree.set(lang, { ...table, [namespace]: { ...table[namespace], ...messages } });
}

/**
 * The message in `lang`, English where `lang` has none, the key itself where neither has it;
 * with a `count`, its plural form first (`key_one`, `key_other`), the bare key last.
 */
function translateIn(lang: Language, namespace: string, key: string, values: MessageValues = {}): string {
  const keys = typeof values.count === 'number' ? pluralKeys(key, values.count, lang) : [key];
  for (const inLanguage of lang === 'en' ? (['en'] as const) : [lang, 'en' as const]) {
    const messages = tree.table(inLanguage)?.[namespace];
    const found = messages && keys.find((candidate) => typeof messages[candidate] === 'string');
    if (found) return tree.t([namespace, found], values, inLanguage);
  }
  return key;
}

// Everything below is per copy of the kit: each remote bundles its own, with its own messages,
// loaders and bundles.
const loaders = new Map<Language, Map<string, MessagesLoader>>(LANGUAGES.map((lang) => [lang, new Map()]));
const bundleKey = (lang: Language, namespace: string) => `${lang}/${namespace}`;
/** Bundles added, or given up on (their load failed: English stands in). */
const settledBundles = new Set<string>();
const failedBundles = new Set<string>();
const bundleLoads = new Map<string, Promise<void>>();
/** One promise per language while nothing new is registered, so `use()` sees the same one. */
const languageLoads = new Map<Language, Promise<void>>();

let bundlesVersion = 0;
const bundleListeners = new Set<() => void>();
const announceBundles = () => {
  bundlesVersion += 1;
  for (const listener of bundleListeners) listener();
};
const subscribeToBundles = (listener: () => void) => {
  bundleListeners.add(listener);
  return () => bundleListeners.delete(listener);
};

function loadBundle(lang: Language, namespace: string, loader: MessagesLoader): Promise<void> {
  const key = bundleKey(lang, namespace);
  const pending = bundleLoads.get(key);
  if (pending) return pending;
  const load = loader()
    .then(
      (module) => {
        addMessages(lang, namespace, module.default);
      },
      (error: unknown) => {
        failedBundles.add(key);
        console.warn(`The ${lang} messages of "${namespace}" could not be loaded; showing English.`, error);
      },
    )
    .finally(() => {
      settledBundles.add(key);
      bundleLoads.delete(key);
      announceBundles();
    });
  bundleLoads.set(key, load);
  return load;
}

/** Whether every registered namespace has its bundle for `lang` (or has given up on it). */
export function isLanguageLoaded(lang: Language): boolean {
  for (const namespace of loaders.get(lang)?.keys() ?? []) {
    if (!settledBundles.has(bundleKey(lang, namespace))) return false;
  }
  return true;
}

/**
 * Loads every registered namespace's messages for `lang`. Never rejects: a bundle that fails
 * to load leaves English in its place, with a console warning.
 */
export function loadLanguage(lang: Language): Promise<void> {
  const current = languageLoads.get(lang);
  if (current) return current;
  const load = Promise.all(
    [...(loaders.get(lang) ?? [])].map(([namespace, loader]) =>
      settledBundles.has(bundleKey(lang, namespace)) ? undefined : loadBundle(lang, namespace, loader),
    ),
  ).then(() => undefined);
  languageLoads.set(lang, load);
  return load;
}

/** Forgets the bundles of `lang` that failed, so the next load asks for them again. */
function forgetFailedBundles(lang: Language): void {
  for (const namespace of loaders.get(lang)?.keys() ?? []) {
    const key = bundleKey(lang, namespace);
    if (!failedBundles.delete(key)) continue;
    settledBundles.delete(key);
    languageLoads.delete(lang);
  }
}

/**
 * Adds a namespace of messages (the kit's, or a remote's at load: `registerMessages('billing',
 * { en, fr: () => import('./messages.fr') })` in the remote's entry). A language given as a
 * loader is fetched by `loadLanguage`, at once if it is the current language.
 */
export function registerMessages(namespace: string, catalogue: RegisteredCatalogue): void {
  for (const lang of LANGUAGES) {
    const messages = catalogue[lang];
    if (typeof messages !== 'function') {
      addMessages(lang, namespace, messages);
      continue;
    }
    loaders.get(lang)?.set(namespace, messages);
    settledBundles.delete(bundleKey(lang, namespace));
    failedBundles.delete(bundleKey(lang, namespace));
    languageLoads.delete(lang);
  }
  const current = language.get();
  if (!isLanguageLoaded(current)) void loadLanguage(current);
}

const browserLanguage = (): Language =>
  LANGUAGES.find((language) => navigator.language.toLowerCase().startsWith(language)) ?? 'en';

/** The person's language, remembered per browser; sets <html lang> and the catalogue language. */
export const language = createBrowserPreference<Language>('language', LANGUAGES, browserLanguage, (chosen) => {
  document.documentElement.lang = chosen;
  // Set without switchLanguage (another copy, a test): fetch now, re-render when it arrives.
  if (!isLanguageLoaded(chosen)) void loadLanguage(chosen);
});

export const useLanguage = language.use;

// Announced on the document, like the preference itself, so every copy of the kit on the page
// loads its bundles before the language changes.
const LANGUAGE_LOAD_EVENT = 'panel-language-load';
interface LanguageLoadRequest {
  language: Language;
  waitUntil(load: Promise<void>): void;
}
document.addEventListener(LANGUAGE_LOAD_EVENT, (event) => {
  const request = (event as CustomEvent<LanguageLoadRequest>).detail;
  // Chosen again: a bundle that failed before (offline, a redeploy) gets another chance.
  forgetFailedBundles(request.language);
  request.waitUntil(loadLanguage(request.language));
});

/**
 * Changes the language once every copy of the kit on the page has its messages, so no screen
 * is ever half in one language and half in the other.
 */
export async function switchLanguage(lang: Language): Promise<void> {
  const loads: Promise<void>[] = [];
  const request: LanguageLoadRequest = { language: lang, waitUntil: (load) => loads.push(load) };
  document.dispatchEvent(new CustomEvent(LANGUAGE_LOAD_EVENT, { detail: request }));
  await Promise.all(loads);
  language.set(lang);
}

export type Translate = (key: string, values?: MessageValues) => string;

/** `t` for one namespace, re-rendering when the language changes or its messages arrive. */
export function useT(namespace: string): Translate {
  const lang = useLanguage();
  const version = useSyncExternalStore(subscribeToBundles, () => bundlesVersion);
  // A new bundle gives a new `t` (version is a dependency), so memoised children translate again.
  return useCallback<Translate>(
    (key, values) => translateIn(lang, namespace, key, values),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- version is there on purpose
    [namespace, lang, version],
  );
}

/** Outside React (formatters, toasts): the message in the current language. */
export const translate = (namespace: string, key: string, values?: MessageValues): string => translateIn(language.get(), namespace, key, values);
