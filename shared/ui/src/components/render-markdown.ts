import createDOMPurify from 'dompurify';
import { Marked } from 'marked';

const marked = new Marked({ gfm: true, breaks: false, async: false });

// An instance of our own, so its hook does not change other users of DOMPurify.
const purify = createDOMPurify(window);
let currentOrigin = '';
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A' || !node.hasAttribute('href')) return;
  let url: URL;
  try {
    url = new URL(node.getAttribute('href')!, currentOrigin);
  } catch {
    node.removeAttribute('href');
    return;
  }
  if (url.origin !== currentOrigin) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  } else {
    node.removeAttribute('target');
  }
});

/** Markdown to HTML that is safe to insert; links to another origin than `origin` open apart. */
export function renderMarkdown(source: string, origin: string): string {
  currentOrigin = origin;
  const html = marked.parse(source) as string;
  return purify.sanitize(html, { FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'], ADD_ATTR: ['target'] });
}
