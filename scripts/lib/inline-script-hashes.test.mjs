import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-script-hashes.mjs';

const sha256 = (text) => `sha256-${crypto.createHash('sha256').update(text).digest('base64')}`;

describe('the CSP hashes of a built page’s inline scripts', () => {
  it('hashes the exact text of each inline script, skipping scripts with a src', () => {
    const html = '<head><script>boot()</script><script defer src="/main.js"></script></head><body><script type="text/javascript">\n  later();\n</script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha256('boot()'), sha256('\n  later();\n')]);
  });

  it('refuses a run-time placeholder inside a script, which would change it after hashing', () => {
    expect(() => inlineScriptHashes('<h1>{{segment}}</h1><script>go("{{segment}}")</script>', 'fragments/x/_.html')).toThrow(
      /fragments\/x\/_\.html/,
    );
    expect(inlineScriptHashes('<h1>{{segment}}</h1>')).toEqual([]);
  });
});
