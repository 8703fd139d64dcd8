/** Pure rules of the articles screens: finding one, searching them, a plain-text teaser. */

interface Searchable {
  title: string;
  content: string;
}

/** Lower case without accents, so "cafe" finds "Café". */
const folded = (text: string): string => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** The words of an article's markdown, without its markup (tags, images, link targets, emphasis). */
export function plainText(markdown: string): string {
  return markdown
    .replace(/<[^>]*>/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether every word of the query is in the title or the text; an empty query matches all. */
export function articleMatches(article: Searchable, query: string): boolean {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = folded(`${article.title} ${plainText(article.content)}`);
  return words.every((word) => haystack.includes(word));
}

/** The start of the text, its headings left out (they repeat the title), cut at a word within `length` characters. */
export function excerpt(markdown: string, length = 160): string {
  const text = plainText(markdown.replace(/^\s{0,3}#{1,6}\s.*$/gm, '')) || plainText(markdown);
  if (text.length <= length) return text;
  // One character more: a space right after the limit ends a whole word.
  const lastSpace = text.slice(0, length + 1).lastIndexOf(' ');
  return `${text.slice(0, lastSpace > length / 2 ? lastSpace : length).trimEnd()}…`;
}

/** The article with this slug; slugs are lower case, so an address typed in capitals still finds it. */
export const articleBySlug = <T extends { slug: string }>(articles: readonly T[], slug: string): T | undefined =>
  articles.find((article) => article.slug === slug.toLowerCase());
