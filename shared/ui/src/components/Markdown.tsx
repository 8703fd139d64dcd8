import { useEffect, useState } from 'react';
import './Markdown.css';

// The renderer (marked + DOMPurify, about 26 KB gzip) loads with the first Markdown on screen,
// not with every app that might show one.
const loadRenderer = () => import('./render-markdown');

/**
 * Markdown written by staff (articles, changelogs), rendered as sanitised HTML: no script,
 * no event handler, no `javascript:` address; links elsewhere open in a new tab. Empty (and
 * `aria-busy`) for the moment its renderer takes to load.
 *
 * @example
 * <Markdown source={article.content} />
 */
export function Markdown({ source }: { source: string }) {
  const [rendered, setRendered] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    let current = true;
    void loadRenderer().then(({ renderMarkdown }) => {
      if (current) setRendered({ source, html: renderMarkdown(source, window.location.origin) });
    });
    return () => {
      current = false;
    };
  }, [source]);
  if (rendered?.source !== source) return <div className="ui-markdown" aria-busy="true" />;
  return <div className="ui-markdown" dangerouslySetInnerHTML={{ __html: rendered.html }} />;
}
