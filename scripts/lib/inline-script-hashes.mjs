// The CSP hashes of a built page's inline scripts, computed at build time and written to the
// build's csp.json (rsbuild.config.ts), so the servers' policies need no 'unsafe-inline'.
import crypto from 'node:crypto';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** 'sha256-…' of each inline script in the HTML (scripts with a src are not inline). */
export function inlineScriptHashes(html, file = 'the page') {
  const hashes = [];
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    // A fragment's placeholder is filled from the URL at run time: inside a script it would
    // change the hashed text, and put the address bar into code.
    if (text.includes('{{')) throw new Error(`${file}: an inline script may not contain a {{placeholder}}`);
    hashes.push(`sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}`);
  }
  return hashes;
}
