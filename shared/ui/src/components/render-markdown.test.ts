import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown';

const ORIGIN = 'https://panel.test';
const render = (source: string) => {
  const host = document.createElement('div');
  host.innerHTML = renderMarkdown(source, ORIGIN);
  return host;
};
const attributes = (host: HTMLElement) => [...host.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => `${a.name}=${a.value}`));

describe('renderMarkdown', () => {
  it('renders Markdown', () => {
    const host = render('# Title\n\nSome **bold** and a [link](/shop).');
    expect(host.querySelector('h1')?.textContent).toBe('Title');
    expect(host.querySelector('strong')?.textContent).toBe('bold');
  });

  it.each([
    ['a script tag', '<script>alert(1)</script>'],
    ['an inline handler', '<img src="x" onerror="alert(1)">'],
    ['a handler on a link', '<a href="/x" onclick="alert(1)">x</a>'],
    ['a javascript: link in Markdown', '[click](javascript:alert(1))'],
    ['a javascript: link in HTML', '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ['an entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">x</a>'],
    ['an svg with a script', '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
    ['an iframe', '<iframe src="https://evil.test"></iframe>'],
    ['a data: html link', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
    ['a form', '<form action="https://evil.test"><button>Go</button></form>'],
    ['a style tag', '<style>body{display:none}</style>'],
    ['a srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ])('drops %s', (_case, source) => {
    const host = render(source);
    expect(host.querySelector('script, iframe, form, style, button')).toBeNull();
    for (const attribute of attributes(host)) {
      expect(attribute).not.toMatch(/^on/i);
      expect(attribute).not.toMatch(/javascript:|data:text\/html/i);
    }
  });

  it('opens links to other sites apart, and keeps its own links in place', () => {
    const host = render('[out](https://elsewhere.test/page) [in](/invoice/1) [same](https://panel.test/shop)');
    const [out, inner, same] = host.querySelectorAll('a');
    expect(out).toHaveAttribute('target', '_blank');
    expect(out).toHaveAttribute('rel', 'noopener noreferrer');
    expect(inner).not.toHaveAttribute('target');
    expect(same).not.toHaveAttribute('rel');
  });

  it('does not let an author open an own link in a new tab without noopener', () => {
    const host = render('<a href="https://elsewhere.test" target="_self" rel="opener">x</a>');
    expect(host.querySelector('a')).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
