import { LANGUAGES, type Catalogue } from './i18n';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort().join(',');

/**
 * What keeps a catalogue from being complete in every language: a key missing in a language,
 * or a translation whose `{{placeholders}}` differ from the English. Empty when complete.
 */
export function catalogueMismatches(catalogue: Catalogue): string[] {
  const problems: string[] = [];
  const english = catalogue.en;
  for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
    const translated = catalogue[lang];
    for (const [key, text] of Object.entries(english)) {
      const translation = translated[key];
      if (translation === undefined) problems.push(`${lang}: ${key} is missing`);
      else if (placeholders(translation) !== placeholders(text)) problems.push(`${lang}: ${key} has other placeholders`);
    }
    for (const key of Object.keys(translated)) if (!(key in english)) problems.push(`${lang}: ${key} is not in English`);
  }
  return problems;
}
