// What the remotes' server-included fragments draw with, without React: plain DOM and the
// catalogue's `{{name}}` placeholders and plural forms. Plain DOM, no React:
// `@panel/ui/fragment-dom`.
import type { MessageKey } from './i18n/kit-messages';
import { pluralKeys } from './i18n/plural-keys';

/** An element with its attributes (null and undefined ones left out, in this order) and children. */
export function h(tag: string, attributes: Record<string, string | null | undefined>, ...children: (Node | string | null | false)[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) if (value != null) element.setAttribute(name, value);
  for (const child of children) if (child !== null && child !== false) element.append(child);
  return element;
}

/**
 * A catalogue's texts in `language` with their `{{name}}` values filled in, and with a `count`
 * its plural form (`key_one`, `key_other`), as the kit's translate picks and writes them.
 */
export const catalogueText =
  <Key extends string>(catalogue: Record<Key, string>, language: string) =>
  (key: MessageKey<Key>, values: Record<string, string | number> = {}): string => {
    const messages: Record<string, string> = catalogue;
    const keys = typeof values.count === 'number' ? pluralKeys(key, values.count, language) : [key];
    const found = keys.find((candidate) => typeof messages[candidate] === 'string') ?? key;
    return messages[found]!.replace(/\{\{(\w+)\}\}/g, (all, name: string) => (name in values ? String(values[name]) : all));
  };
