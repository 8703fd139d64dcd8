import { useMemo } from 'react';
import { renderMarkdown } from './render-markdown';
import './Markdown.css';

/**
 * Markdown written by staff (articles, changelogs), rendered as sanitised HTML: no script,
 * no event handler, no `javascript:` address; links elsewhere open in a new tab.
 *
 * @example
 * <Markdown source={article.content} />
 */
export function Markdown({ source }: { source: string }) {
  const html = useMemo(() => renderMarkdown(source, window.location.origin), [source]);
  return <div className="ui-markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
