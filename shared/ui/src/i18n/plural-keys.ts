// Plain module (no React): the kit's translations (i18n.ts) and the server-included fragments'
// texts (fragment-dom.ts) pick a message's plural form alike.

const rulesByLanguage = new Map<string, Intl.PluralRules>();

/** The keys to try for `key` with `count`, in order: its CLDR form in `language` (`key_one`), `key_other`, the bare key. */
export function pluralKeys(key: string, count: number, language: string): string[] {
  let rules = rulesByLanguage.get(language);
  if (!rules) rulesByLanguage.set(language, (rules = new Intl.PluralRules(language)));
  return [`${key}_${rules.select(count)}`, `${key}_other`, key];
}
