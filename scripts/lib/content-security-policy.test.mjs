import { describe, expect, it } from 'vitest';
import { configuredSources, contentSecurityPolicy } from './content-security-policy.mjs';

const directives = (policy) =>
  Object.fromEntries(policy.split('; ').map((directive) => {
    const [name, ...sources] = directive.split(' ');
    return [name, sources];
  }));

const CONFIG = {
  umami: null,
  settings: { ads: { site: false, b1: null, adservice: 'NONE', adsterraBanner: null, aadbl: false } },
};
const withAds = (ads) => ({ ...CONFIG, settings: { ads: { ...CONFIG.settings.ads, site: true, ...ads } } });

describe('the Content-Security-Policy of the shell’s pages', () => {
  const policy = directives(
    contentSecurityPolicy({
      remoteOrigins: ['http://localhost:3001', 'https://billing.cdn.example', 'http://localhost:3001'],
      scriptHashes: ['sha256-boot', 'sha256-fragment'],
    }),
  );

  it('runs scripts from the app’s own origins, the hashed inline scripts and the payment and captcha SDKs only', () => {
    expect(policy['script-src']).toEqual([
      "'self'",
      'http://localhost:3001',
      'https://billing.cdn.example',
      "'sha256-boot'",
      "'sha256-fragment'",
      'https://www.paypal.com',
      'https://*.paypal.com',
      'https://*.paypalobjects.com',
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://sdk.cashfree.com',
      'https://challenges.cloudflare.com',
    ]);
  });

  it('allows no inline or evaluated script, plugins, foreign base or framing by other sites', () => {
    expect(policy['script-src'].filter((source) => /unsafe/.test(source))).toEqual([]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('frames only the payment providers and the captcha, and fetches from the app and the providers', () => {
    expect(policy['frame-src']).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://www.paypal.com', 'https://challenges.cloudflare.com', 'https://sdk.cashfree.com']));
    expect(policy['frame-src']).not.toContain("'self'");
    expect(policy['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https://billing.cdn.example', 'blob:', 'https://api.stripe.com']));
  });

  it('takes the remotes’ stylesheets and inline styles, and images from anywhere safe', () => {
    expect(policy['style-src']).toEqual(["'self'", 'http://localhost:3001', 'https://billing.cdn.example', "'unsafe-inline'"]);
    expect(policy['img-src']).toEqual(["'self'", 'https:', 'data:', 'blob:']);
  });

  it('names no ad or analytics service unless the instance turned one on', () => {
    const text = contentSecurityPolicy({ extra: configuredSources(CONFIG) });
    expect(text).not.toMatch(/googlesyndication|umami/);
  });
});

describe('the outside services an instance’s config turns on', () => {
  it('AdSense with a client id, while ads are on', () => {
    expect(configuredSources(withAds({ adservice: 'ADSENSE', b1: 'ca-pub-1' })).script).toContain('https://pagead2.googlesyndication.com');
    expect(configuredSources(withAds({ adservice: 'ADSENSE', b1: 'ca-pub-1', site: false })).script).toEqual([]);
  });

  it('the origin of an Adsterra banner, only over https', () => {
    const banner = (adsterraBanner) => configuredSources(withAds({ adservice: 'ADSTERRA', adsterraBanner })).script;
    expect(banner('https://pl1.adsterra.example/a/b/invoke.js')).toEqual(['https://pl1.adsterra.example']);
    expect(banner('//pl2.adsterra.example/x.js')).toEqual(['https://pl2.adsterra.example']);
    expect(banner('http://plain.example/x.js')).toEqual([]);
    expect(banner('/relative.js')).toEqual([]);
  });

  it('umami with a website id', () => {
    const sources = configuredSources({ ...CONFIG, umami: 'site-1' });
    expect(sources.script).toEqual(['https://cloud.umami.is']);
    expect(sources.connect).toContain('https://cloud.umami.is');
  });

  it('nothing without a config', () => {
    expect(configuredSources(null)).toEqual({ script: [], frame: [], connect: [] });
  });
});
