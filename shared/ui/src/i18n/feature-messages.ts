import { registerMessages, translate, useT } from './i18n';
import type { MessageKey } from './kit-messages';

type Values = Record<string, unknown>;

/**
 * A screen family's own catalogue, registered when its (lazily loaded) screens first load, so
 * the home does not download the English of every other screen. French loads with the language.
 */
export function featureMessages<English extends Record<string, string>>(
  namespace: string,
  english: English,
  french: () => Promise<Record<keyof English, string>>,
) {
  type Key = MessageKey<keyof English & string>;
  registerMessages(namespace, { en: english, fr: () => french().then((messages) => ({ default: messages })) });
  return {
    /** The messages in the person's language, re-rendering when it changes. */
    useMessages: (): ((key: Key, values?: Values) => string) => useT(namespace),
    /** Outside React (a toast after a call): the message in the current language. */
    message: (key: Key, values?: Values): string => translate(namespace, key, values),
  };
}
